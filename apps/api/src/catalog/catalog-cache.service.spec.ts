import { loadConfig } from '../config/app-config';
import { answerOf, CatalogCacheService } from './catalog-cache.service';

const cacheFor = (catalogCacheMs: number) => new CatalogCacheService({ ...loadConfig({}), catalogCacheMs });

describe('CatalogCacheService', () => {
  it('keeps an answer as its JSON text with a weak ETag of it (sent compressed or not)', () => {
    const cache = cacheFor(5_000);
    const stored = cache.store('en /api/products', cache.begin(), { data: [{ name: 'Kit' }] });
    expect(stored.body).toBe('{"data":[{"name":"Kit"}]}');
    expect(stored.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(cache.get('en /api/products')).toEqual(stored);
    expect(answerOf({ data: [{ name: 'Kit 2' }] }).etag).not.toBe(stored.etag);
  });

  it('forgets everything on clear, and never keeps a read that started before a clear', () => {
    const cache = cacheFor(5_000);
    cache.store('en /api/services', cache.begin(), { data: [] });
    const startedBefore = cache.begin();
    cache.clear();
    expect(cache.get('en /api/services')).toBeUndefined();
    // The database answered before the write, the answer arrives after it: served once, not kept.
    expect(cache.store('en /api/services', startedBefore, { data: ['old'] }).body).toBe('{"data":["old"]}');
    expect(cache.get('en /api/services')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets an answer expire after its lifetime', async () => {
    const cache = cacheFor(500);
    cache.store('ar /api/services', cache.begin(), { data: [] });
    expect(cache.get('ar /api/services')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(cache.get('ar /api/services')).toBeUndefined();
  });

  it('holds nothing when its lifetime is 0 (CATALOG_CACHE_SECONDS=0)', () => {
    const cache = cacheFor(loadConfig({ CATALOG_CACHE_SECONDS: '0' }).catalogCacheMs);
    expect(cache.enabled).toBe(false);
    cache.store('en /api/services', cache.begin(), { data: [] });
    expect(cache.get('en /api/services')).toBeUndefined();
  });
});
