import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, mongo } from 'mongoose';
import { API_PREFIX } from '../api-prefix';
import { ApiException } from '../errors/error-body';
import { detectContentType, type StoredContentType, storedContentTypes } from './content-type';

const BUCKET = 'files';
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

export interface StoreOptions {
  filename: string;
  /** The kinds this caller accepts (e.g. images only for product photos). */
  accept?: readonly StoredContentType[];
  maxBytes?: number;
}

export interface StoredFile {
  id: string;
  url: string;
  contentType: StoredContentType;
  length: number;
}

export interface FileInfo {
  id: string;
  contentType: string;
  length: number;
  etag: string;
}

/** GridFS storage: the only way files enter or leave the database. */
@Injectable()
export class FilesService {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private cachedBucket?: { db: mongo.Db; bucket: mongo.GridFSBucket };

  // One bucket per database handle: a new bucket re-checks its indexes on its first upload.
  private bucket(): mongo.GridFSBucket {
    const db = this.connection.db;
    if (!db) throw new Error('Database connection is not open');
    if (this.cachedBucket?.db !== db)
      this.cachedBucket = { db, bucket: new mongo.GridFSBucket(db, { bucketName: BUCKET }) };
    return this.cachedBucket.bucket;
  }

  async store(buffer: Buffer, options: StoreOptions): Promise<StoredFile> {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    if (buffer.length > maxBytes) {
      throw new ApiException(413, 'fileTooLarge', { maxMb: Math.floor(maxBytes / (1024 * 1024)) });
    }
    const accept = options.accept ?? storedContentTypes;
    const contentType = detectContentType(buffer);
    if (!contentType || !accept.includes(contentType)) {
      throw new ApiException(400, 'fileTypeNotAllowed', { accepted: accept.join(', ') });
    }
    const sha256 = createHash('sha256').update(buffer).digest('hex');
    const upload = this.bucket().openUploadStream(options.filename, { metadata: { contentType, sha256 } });
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(buffer);
    });
    const id = upload.id.toString();
    return { id, url: fileUrl(id), contentType, length: buffer.length };
  }

  async find(id: string): Promise<FileInfo | undefined> {
    const file = await this.bucket()
      .find({ _id: new mongo.ObjectId(id) })
      .next();
    if (!file) return undefined;
    const metadata = (file.metadata ?? {}) as { contentType?: string; sha256?: string };
    return {
      id,
      contentType: metadata.contentType ?? 'application/octet-stream',
      length: file.length,
      // Stored files never change, so their content hash (or, failing that, their id) is a strong ETag.
      etag: `"${metadata.sha256 ?? id}"`,
    };
  }

  openDownload(id: string): Readable {
    return this.bucket().openDownloadStream(new mongo.ObjectId(id));
  }

  async delete(id: string): Promise<void> {
    await this.bucket().delete(new mongo.ObjectId(id));
  }

  /** Removes many files in two writes (GridFS deletes one by one); unknown ids are ignored. */
  async deleteMany(ids: string[]): Promise<void> {
    const db = this.connection.db;
    if (!db || ids.length === 0) return;
    const objectIds = ids.map((id) => new mongo.ObjectId(id));
    await db.collection(`${BUCKET}.chunks`).deleteMany({ files_id: { $in: objectIds } });
    await db.collection(`${BUCKET}.files`).deleteMany({ _id: { $in: objectIds } });
  }
}

/** The public URL of a stored file, as media fields carry it. */
export function fileUrl(id: string): string {
  return `/${API_PREFIX}/files/${id}`;
}
