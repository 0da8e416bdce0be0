import { EventEmitter } from 'node:events';
import type { ClientSession } from 'mongoose';
import type { CatalogCacheService } from './catalog-cache.service';
import { CatalogRepository } from './catalog.repository';
import type { MediaUsage } from '../files/media-usage';

describe('CatalogRepository.changed', () => {
  it('forgets the cached answers now and once more when the session ends, with one listener per session', () => {
    const cache = { clear: jest.fn() };
    const noModel = {} as never;
    const repository = new CatalogRepository(
      noModel,
      noModel,
      noModel,
      cache as unknown as CatalogCacheService,
      { register: jest.fn() } as unknown as MediaUsage,
    );
    const session = new EventEmitter();
    // An order of many lines takes stock line by line in one transaction.
    for (let line = 0; line < 20; line += 1) repository.changed(session as unknown as ClientSession);
    expect(session.listenerCount('ended')).toBe(1);
    expect(cache.clear).toHaveBeenCalledTimes(20);
    session.emit('ended');
    expect(cache.clear).toHaveBeenCalledTimes(21);
    expect(session.listenerCount('ended')).toBe(0);
  });
});
