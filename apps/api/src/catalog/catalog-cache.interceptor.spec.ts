import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { adminOnly } from '@farm/contract';
import { TsRestAppRouteMetadataKey } from '@ts-rest/nest';
import { lastValueFrom, of } from 'rxjs';
import { loadConfig } from '../config/app-config';
import { CatalogCacheService } from './catalog-cache.service';
import { CATALOG_CACHE_CONTROL, CatalogCacheInterceptor } from './catalog-cache.interceptor';

/** A request to a handler whose contract route carries `metadata`, and the headers its answer got. */
function call(metadata: unknown, method = 'GET') {
  const handler = () => undefined;
  Reflect.defineMetadata(TsRestAppRouteMetadataKey, { appRoute: { metadata } }, handler);
  const headers = new Map<string, string>();
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    vary: (name: string) => headers.set('vary', name),
  };
  const req = { method, headers: {}, originalUrl: '/api/admin/products' };
  const context = {
    getHandler: () => handler,
    getClass: () => Object,
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ExecutionContext;
  return { context, headers };
}

describe('CatalogCacheInterceptor', () => {
  const cache = new CatalogCacheService({ ...loadConfig({}), catalogCacheMs: 5_000 });
  const interceptor = new CatalogCacheInterceptor(cache, new Reflector());
  const next: CallHandler = { handle: () => of({ data: ['per caller'] }) };

  afterEach(() => cache.clear());

  it('keeps and marks public the answers of public routes', async () => {
    const { context, headers } = call(undefined);
    expect(await lastValueFrom(interceptor.intercept(context, next))).toBe('{"data":["per caller"]}');
    expect(cache.size).toBe(1);
    expect(headers.get('cache-control')).toBe(CATALOG_CACHE_CONTROL);
  });

  it('leaves a route for admins (or signed-in users) alone: nothing kept, nothing marked public', async () => {
    const { context, headers } = call(adminOnly);
    expect(await lastValueFrom(interceptor.intercept(context, next))).toEqual({ data: ['per caller'] });
    expect(cache.size).toBe(0);
    expect(headers.has('cache-control')).toBe(false);
  });

  it('leaves writes alone', async () => {
    const { context } = call(undefined, 'POST');
    expect(await lastValueFrom(interceptor.intercept(context, next))).toEqual({ data: ['per caller'] });
    expect(cache.size).toBe(0);
  });
});
