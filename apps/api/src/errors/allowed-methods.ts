import { METHODS } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { Application, Request } from 'express';

/** A route of the app: the matchers of its path (Express's own) and the methods it answers. */
interface KnownRoute {
  matchers: ((path: string) => unknown)[];
  methods: string[];
}

/** What the router's stack holds, as far as this module reads it. */
interface RouterLayer {
  matchers?: ((path: string) => unknown)[];
  route?: { methods: Record<string, boolean> };
}

const routesOf = new WeakMap<Application, KnownRoute[]>();

/**
 * Notes the routes Nest registered on Express, once the app is initialised, so an address that exists
 * under other methods can be told from one that does not exist at all.
 */
export function rememberRoutes(app: INestApplication): void {
  const express = app.getHttpAdapter().getInstance() as Application & { router?: { stack: RouterLayer[] } };
  const routes: KnownRoute[] = [];
  for (const layer of express.router?.stack ?? []) {
    if (!layer.route || !layer.matchers) continue;
    const methods = Object.keys(layer.route.methods)
      .filter((method) => layer.route?.methods[method])
      .map((method) => method.toUpperCase());
    // Middleware applied to every path for every method (the request log) is no route of its own.
    if (methods.length >= METHODS.length) continue;
    // Express answers HEAD with the GET route.
    if (methods.includes('GET')) methods.push('HEAD');
    routes.push({ matchers: layer.matchers, methods });
  }
  routesOf.set(express, routes);
}

/**
 * The methods the address of a request answers to, for the `Allow` header of a 405; an empty list when no
 * route has this address (a 404).
 */
export function allowedMethods(req: Request): string[] {
  const routes = routesOf.get(req.app) ?? [];
  const allowed = new Set<string>();
  for (const route of routes) {
    if (route.matchers.some((matches) => matches(req.path))) route.methods.forEach((m) => allowed.add(m));
  }
  return [...allowed].sort();
}
