import { Injectable } from '@nestjs/common';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { TryLaterException } from '../errors/error-body';

/** How many pictures are decoded and encoded at once, whoever sent them; the rest wait their turn. */
export const IMAGE_WORK_SLOTS = 2;

/**
 * How many pictures may be waiting for a slot when a resized copy is asked for. Past it the copy is refused
 * with 503 and Retry-After: a crawler asking for every width of every picture of a fresh catalog would
 * otherwise queue thousands of jobs and make everyone after it wait minutes. Uploads always queue: a
 * visitor's photos or an admin's pictures are not refused because of a crawler, and they are bounded per
 * address already (IMAGE_WORK_BUDGET).
 */
export const IMAGE_WORK_WAITING_MAX = 64;

// One libvips thread per picture: with two pictures at once that is the machine's two cores, and a big
// upload can no longer take every core from the catalog's readers. No operation cache: every upload is a
// different picture and every rendition is stored once made, so cached decodes (up to 50 MB by default)
// would only hold memory (docs/decisions/161-bounded-picture-work.md).
sharp.concurrency(1);
sharp.cache(false);

/**
 * The one queue every sharp job of the API goes through: uploads re-encoded, renditions made, content
 * pictures described. At most IMAGE_WORK_SLOTS run at once, so memory stays bounded (each decode of a
 * picture at the cap holds up to about 100 MB) and the CPU left over serves everyone else.
 */
@Injectable()
export class ImageWorkService {
  private readonly limit = pLimit(IMAGE_WORK_SLOTS);

  /** Runs `task` once a slot is free, in the order the tasks came. */
  run<T>(task: () => Promise<T>): Promise<T> {
    return this.limit(task);
  }

  /** As `run`, for work that can be asked for again later: 503 when too many are waiting already. */
  runIfRoom<T>(task: () => Promise<T>): Promise<T> {
    if (this.limit.pendingCount >= IMAGE_WORK_WAITING_MAX)
      return Promise.reject(new TryLaterException(503, 'serviceUnavailable', 30));
    return this.limit(task);
  }

  /** Pictures being worked on now, and those waiting for a slot. */
  get load(): { active: number; waiting: number } {
    return { active: this.limit.activeCount, waiting: this.limit.pendingCount };
  }
}
