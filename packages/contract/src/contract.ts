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

/**
 * The routers by name. Written out because the whole contract's inferred type grew past what the compiler
 * will write into a declaration file; each router keeps its own inferred type.
 */
type Routers = {
  catalog: typeof catalog;
  auth: typeof auth;
  account: typeof account;
  admin: typeof admin;
  content: typeof content;
  planner: typeof planner;
  cart: typeof cart;
  wishlist: typeof wishlist;
  orders: typeof orders;
  enquiries: typeof enquiries;
  adminOrders: typeof adminOrders;
  pipelines: typeof pipelines;
  adminProducts: typeof adminProducts;
  adminCatalog: typeof adminCatalog;
  adminVideos: typeof adminVideos;
  adminContent: typeof adminContent;
};

/** Every endpoint of the API; paths carry no `/api` prefix (the API adds it globally). */
export const contract: Routers = c.router({
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
