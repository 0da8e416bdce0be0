import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { languageOfHeader } from '@farm/contract';
import type { Request, Response } from 'express';
import { map, type Observable, of } from 'rxjs';
import { routeAccess } from '../auth/route-access';
import { matchesEtag } from '../files/etag';
import { type CachedAnswer, CatalogCacheService } from './catalog-cache.service';

/**
 * Anyone may keep a catalog answer, but must ask again before using it (cheap: 304 when its ETag still
 * matches), and may show the kept one for up to a minute while asking (docs/decisions/091-http-caching.md).
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=60';

/**
 * Serves the catalog's public reads from CatalogCacheService (docs/decisions/090-catalog-cache.md). The key is the
 * visitor's language and the address asked for, so an answer is only ever reused for the exact request that
 * produced it (the query was checked by the contract then). Only 200 answers are kept; a refusal (404, 400)
 * always goes through. An answer leaves as its stored JSON text with its ETag, so a hit neither runs the
 * handler nor serialises anything, and it is 304 with no body when If-None-Match names that ETag. The ETag is
 * the hash of the bytes, so every replica gives the same one for the same catalog.
 */
@Injectable()
export class CatalogCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: CatalogCacheService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    // Only public reads: a route for signed-in users or admins (one added to this controller later, say)
    // answers per caller and is never kept or marked public.
    const access = routeAccess(this.reflector, context);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || access.roles || access.identified)
      return next.handle();
    // Texts come in the Accept-Language language, refusals included.
    res.vary('Accept-Language');
    const key = catalogCacheKey(req);
    const hit = this.cache.get(key);
    if (hit) return of(cachedAnswer(req, res, hit));
    const startedAt = this.cache.begin();
    return next
      .handle()
      .pipe(
        map((body: unknown) =>
          res.statusCode === 200 ? cachedAnswer(req, res, this.cache.store(key, startedAt, body)) : body,
        ),
      );
  }
}

/** The cache's key for a read: the visitor's language and the address exactly as asked. */
function catalogCacheKey(req: Request): string {
  return `${languageOfHeader(req.headers['accept-language'])} ${req.originalUrl}`;
}

/**
 * Puts a kept answer's headers on the reply and gives its body: the stored text, or nothing with 304 when
 * the caller's copy (If-None-Match) is this one.
 */
function cachedAnswer(req: Request, res: Response, answer: CachedAnswer): string {
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('etag', answer.etag);
  res.setHeader('cache-control', CATALOG_CACHE_CONTROL);
  const asked = req.headers['if-none-match'];
  if (asked && matchesEtag(asked, answer.etag)) {
    res.status(304);
    return '';
  }
  return answer.body;
}
