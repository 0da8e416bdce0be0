import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** One catalog answer as it goes on the wire: serialised once (a hit serialises nothing), with its ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** Bounds on the memory the cache may hold, whatever the catalog's size or the addresses asked for. */
const MAX_ANSWERS = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** The answer's wire form and a weak ETag of it. */
export function answerOf(answer: unknown): CachedAnswer {
  const body = JSON.stringify(answer);
  // Weak: the same JSON goes out compressed or not (app.ts), and a strong tag names exact bytes.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

/**
 * The public catalog answers, kept in memory for `CATALOG_CACHE_SECONDS` (docs/decisions/090-catalog-cache.md).
 * Every catalog write in this process empties it at once (CatalogRepository calls `clear`); the short lifetime
 * bounds how long another replica's write takes to show here. Prices at checkout never come from here: the
 * cart and orders read the database through CatalogService.
 */
@Injectable()
export class CatalogCacheService {
  private readonly answers?: LRUCache<string, CachedAnswer>;
  /**
   * Counts the clears. A read that started before a write must not store what it read afterwards, or the
   * answer from before the write would be served for a whole lifetime: `store` drops it.
   */
  private generation = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.catalogCacheMs > 0) {
      this.answers = new LRUCache<string, CachedAnswer>({
        max: MAX_ANSWERS,
        maxSize: MAX_BYTES,
        sizeCalculation: (answer) => answer.body.length * 2 + answer.etag.length + 64,
        ttl: config.catalogCacheMs,
        // Expired answers are not kept around to be served; the next read goes to the database.
        allowStale: false,
      });
    }
  }

  get enabled(): boolean {
    return this.answers !== undefined;
  }

  get(key: string): CachedAnswer | undefined {
    return this.answers?.get(key);
  }

  /** The generation to hand back to `store` once the database has answered. */
  begin(): number {
    return this.generation;
  }

  /** Serialises the answer and keeps it unless the catalog changed since `begin`. */
  store(key: string, startedAt: number, body: unknown): CachedAnswer {
    const answer = answerOf(body);
    if (this.answers && startedAt === this.generation) this.answers.set(key, answer);
    return answer;
  }

  clear(): void {
    this.generation += 1;
    this.answers?.clear();
  }

  /** How many answers are held (the bench and the tests look). */
  get size(): number {
    return this.answers?.size ?? 0;
  }
}
