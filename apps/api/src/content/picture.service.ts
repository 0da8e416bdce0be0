import { Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { SizedImage as SizedImageView } from '@farm/contract';
import { ApiException } from '../errors/error-body';
import { isPicture, PICTURE_TYPES } from '../files/content-type';
import { fileIdOf, FilesService, fileUrl } from '../files/files.service';
import { ImageWorkService } from '../files/image-work.service';
import { MediaUsage } from '../files/media-usage';
import { failureOf } from '../logging/failure-of';

/** Narrower renditions for `srcset`: a phone column and a tablet/desktop column of the masonry grid. */
const VARIANT_WIDTHS = [480, 800];

/**
 * Pictures of the content pages: stored through the files module with their size and narrower WebP
 * renditions, so pages can reserve the box (no layout shift) and let the browser pick a small file.
 */
@Injectable()
export class PictureService {
  private readonly logger = new Logger('Pictures');

  constructor(
    private readonly files: FilesService,
    private readonly imageWork: ImageWorkService,
    private readonly media: MediaUsage,
  ) {}

  /** Stores a new picture (seed) and its renditions. */
  async store(buffer: Buffer, name: string): Promise<SizedImageView> {
    const stored = await this.files.store(buffer, { filename: name, accept: PICTURE_TYPES });
    return this.describe(buffer, stored.url, name);
  }

  /**
   * A picture the admin stored earlier, named by its URL: its size is read from the file itself and its
   * renditions are made now. A URL that names no stored image is the admin's mistake (400), not ours.
   */
  async fromStoredUrl(url: string): Promise<SizedImageView> {
    const id = fileIdOf(url);
    const info = id ? await this.files.find(id) : undefined;
    // A private file (a CV, an enquiry photo) is nobody's to publish: its copies would be public.
    if (!id || !info || info.private) throw new ApiException(400, 'imageNotFound');
    if (!isPicture(info.contentType)) throw new ApiException(400, 'imageInvalid');
    const buffer = await this.files.read(id);
    if (!buffer) throw new ApiException(400, 'imageNotFound');
    return this.describe(buffer, fileUrl(id), `picture-${id}`);
  }

  /**
   * Removes the renditions made for a picture (and the picture too when `withOriginal`) that no record shows
   * any more: the same uploaded picture may be a product's, or another post's (docs/decisions/239-files-in-use.md).
   */
  async remove(image: SizedImageView, { withOriginal }: { withOriginal: boolean }): Promise<void> {
    const urls = [
      ...(image.variants ?? []).map((variant) => variant.url),
      ...(withOriginal ? [image.url] : []),
    ];
    // Best effort, after the record's own change is saved: a file left behind costs space, never correctness.
    try {
      await this.media.removeUnused(urls);
    } catch (error) {
      this.logger.warn(`Unused pictures were left in place: ${failureOf(error)}`);
    }
  }

  private async describe(buffer: Buffer, url: string, name: string): Promise<SizedImageView> {
    const { width, height } = await sharp(buffer).metadata();
    if (!width || !height) throw new ApiException(400, 'imageInvalid');
    const variants = await Promise.all(
      VARIANT_WIDTHS.filter((target) => target < width).map(async (target) => {
        const smaller = await this.imageWork.run(() =>
          sharp(buffer).resize({ width: target }).webp({ quality: 74, effort: 2 }).toBuffer(),
        );
        const stored = await this.files.store(smaller, {
          filename: `${name.replace(/\.\w+$/, '')}-${target}w.webp`,
          accept: ['image/webp'],
        });
        return { url: stored.url, width: target };
      }),
    );
    return { url, width, height, variants };
  }
}
