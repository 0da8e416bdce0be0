import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@farm/contract';
import { ApiException } from '../errors/error-body';
import { isPicture, PICTURE_TYPES } from './content-type';
import { type FileInfo, FilesService } from './files.service';
import { ImageWorkService } from './image-work.service';

/**
 * The width asked for in `?w=`, checked against the contract's short list (a free width would let anyone
 * fill the bucket with renditions). `undefined` when none was asked for.
 */
export function requestedWidth(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const width = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
    throw new ApiException(400, 'imageWidthNotAllowed', { widths: IMAGE_WIDTHS.join(', ') });
  }
  return width;
}

/**
 * WebP for a browser that says it takes it (every current one does), else the picture's own kind; a WebP
 * original goes to such an old browser as JPEG.
 */
export function renditionType(
  original: string,
  accept: string | undefined,
): 'image/webp' | 'image/png' | 'image/jpeg' {
  if (accept && /\bimage\/webp\b/i.test(accept)) return 'image/webp';
  return original === 'image/png' ? 'image/png' : 'image/jpeg';
}

/**
 * Product, category and gallery pictures at the width a page shows them, made with sharp on the first
 * request of a size and kind, then kept in the files bucket beside the picture and removed with it
 * (docs/decisions/103-image-renditions.md).
 */
@Injectable()
export class ImageRenditionService {
  /** Renditions being made now, so that a burst of first requests makes each one once. */
  private readonly making = new Map<string, Promise<FileInfo>>();

  constructor(
    private readonly files: FilesService,
    private readonly imageWork: ImageWorkService,
  ) {}

  async rendition(original: FileInfo, width: number, type: string): Promise<FileInfo> {
    // Only pictures are resized; other files are served as they are.
    if (!isPicture(original.contentType)) {
      throw new ApiException(400, 'fileTypeNotAllowed', { accepted: PICTURE_TYPES.join(', ') });
    }
    const stored = await this.files.findRendition(original.id, width, type);
    if (stored) return stored;
    const key = `${original.id} ${width} ${type}`;
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.make(original.id, width, type).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  private async make(id: string, width: number, type: string): Promise<FileInfo> {
    // The picture is read once its turn comes, so a job waiting for a slot holds none of its bytes.
    const bytes = await this.imageWork.runIfRoom(async () => {
      const original = await this.files.read(id);
      // Removed after it was found: gone, as an unknown id is.
      if (!original) throw new ApiException(404, 'fileNotFound');
      // Never wider than the picture itself; the kind may still change (a PNG photo becomes a WebP).
      const resized = sharp(original).rotate().resize({ width, withoutEnlargement: true });
      const encoded =
        type === 'image/webp'
          ? resized.webp({ quality: 74, effort: 2 })
          : type === 'image/png'
            ? resized.png({ compressionLevel: 8 })
            : resized.jpeg({ quality: 78, mozjpeg: true });
      return encoded.toBuffer();
    });
    const made = await this.files.storeRendition(id, width, bytes);
    // The picture was deleted while its copy was being made: deleting it took the copies it found, not
    // this one, which no record would ever name or remove.
    if (!(await this.files.find(id))) {
      await this.files.deleteMany([made.id]);
      throw new ApiException(404, 'fileNotFound');
    }
    return made;
  }
}
