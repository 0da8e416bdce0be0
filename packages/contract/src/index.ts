import { initContract } from '@ts-rest/core';
import { admin } from './admin';
import { adminProducts } from './admin-products';
import { adminCatalog } from './admin-catalog';
import { adminContent } from './admin-content';
import { auth } from './auth';
import { catalog } from './catalog';
import { content } from './content';
import { planner } from './planner/contract';
import { orders } from './orders';
import { cart, wishlist } from './shop';
import { enquiries } from './enquiries';
import { adminOrders } from './admin-orders';
import { pipelines } from './admin-pipelines';

export * from './common';
export * from './constants';
export * from './options';
export * from './enums';
export * from './messages';
export * from './message-codes';
export * from './fields';
export * from './cross-field';
export * from './rules';
export * from './forms';
export * from './catalog';
export * from './money';
export * from './access';
export * from './auth';
export * from './admin';
export * from './admin-products';
export * from './admin-catalog';
export * from './admin-content';
export * from './audit';
export * from './dashboard';
export * from './content';
export * from './language';
export * from './planner';
export * from './shop';
export * from './orders';
export * from './uploads';
export * from './enquiries';
export * from './admin-orders';
export * from './admin-orders-messages';
export * from './shop-calendar';
export * from './admin-pipelines';
export * from './admin-pipelines-messages';

const c = initContract();

/** Every endpoint of the API; paths carry no `/api` prefix (the API adds it globally). */
export const contract = c.router({
  catalog,
  auth,
  admin,
  content,
  planner,
  cart,
  wishlist,
  orders,
  enquiries,
  adminOrders,
  pipelines,
  adminProducts,
  adminCatalog,
  adminContent,
});
export type Contract = typeof contract;
