import { initContract } from '@ts-rest/core';
import { admin } from './admin';
import { adminProducts } from './admin-products';
import { adminCatalog, adminVideos } from './admin-catalog';
import { adminContent } from './admin-content';
import { account } from './account';
import { auth } from './auth';
import { catalog } from './catalog';
import { content } from './content';
import { planner } from './planner/contract';
import { orders } from './orders';
import { cart, wishlist } from './shop';
import { enquiries } from './enquiries';
import { adminOrders } from './admin-orders';
import { pipelines } from './admin-pipelines';

const c = initContract();

/** Every endpoint of the API; paths carry no `/api` prefix (the API adds it globally). */
export const contract = c.router({
  catalog,
  auth,
  account,
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
  adminVideos,
  adminContent,
});
export type Contract = typeof contract;
