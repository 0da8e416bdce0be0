import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CatalogCacheInterceptor } from '../catalog/catalog-cache.interceptor';
import { CatalogCacheService } from '../catalog/catalog-cache.service';

/**
 * The gallery's and the blog's public answers, kept in memory as the catalog's are and for as long
 * (`CATALOG_CACHE_SECONDS`), in a memory of their own: every ContentService write empties it at once, and a
 * catalog write does not (docs/decisions/226-content-cache.md).
 */
@Injectable()
export class ContentCacheService extends CatalogCacheService {}

/** Serves the content's public reads from ContentCacheService, as CatalogCacheInterceptor does the catalog's. */
@Injectable()
export class ContentCacheInterceptor extends CatalogCacheInterceptor {
  constructor(cache: ContentCacheService, reflector: Reflector) {
    super(cache, reflector);
  }
}
