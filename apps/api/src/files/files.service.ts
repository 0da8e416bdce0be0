import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { messageRef } from '@farm/contract';
import { type Connection, mongo } from 'mongoose';
import type { Request } from 'express';
import { API_PREFIX } from '../api-prefix';
import { ApiException, issueOf } from '../errors/error-body';
import { detectContentType, extensionOf, type StoredContentType, storedContentTypes } from './content-type';
import { ThrottleService } from '../throttle/throttle.service';
import { ImageWorkService } from './image-work.service';
import {
  type ImageWork,
  type InspectedUpload,
  inspectUpload,
  type UploadPolicy,
  UploadRefusal,
} from './upload-inspection';

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
  /** Never served publicly (CVs): only an admin route may hand it out. */
  private: boolean;
  /** For a resized copy (`?w=`), the id of the picture it was made from. */
  renditionOf?: string;
}

/** A received file that passed its policy, ready to be stored with its request. */
export interface AcceptedUpload extends InspectedUpload {
  /** The form field it came in (`resume`, `image`). */
  field: string;
  private: boolean;
}

/** A stored upload as the request that brought it records it. */
export interface StoredUpload {
  fileId: string;
  field: string;
  /** The sender's name for the file, as display text only. */
  name: string;
  contentType: StoredContentType;
  size: number;
  private: boolean;
}

/** What an upload interceptor hands over for one file (kept in memory). */
export interface ReceivedFile {
  buffer: Buffer;
  originalname: string;
}

/** GridFS storage: the only way files enter or leave the database. */
@Injectable()
export class FilesService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly imageWork: ImageWorkService,
    private readonly throttle: ThrottleService,
  ) {}

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
    const id = await this.write(buffer, options.filename, { contentType, sha256 });
    return { id, url: fileUrl(id), contentType, length: buffer.length };
  }

  /**
   * Checks a received file against its field's policy (type by content, size, name, active content;
   * photos re-encoded). Nothing is stored: a refusal is a 4xx naming the field, as a form shows it.
   */
  async accept(
    file: ReceivedFile,
    field: string,
    policy: UploadPolicy,
    sender?: Request,
  ): Promise<AcceptedUpload> {
    // A visitor's pictures are charged to their address; the admin's own uploads only wait in the queue.
    const work: ImageWork = {
      admit: async (pixels) => {
        if (sender) await this.throttle.chargeImageWork(sender, pixels);
      },
      run: (task) => this.imageWork.run(task),
    };
    try {
      const inspected = await inspectUpload(file.buffer, file.originalname, policy, work);
      return { ...inspected, field, private: policy.private };
    } catch (error) {
      if (!(error instanceof UploadRefusal)) throw error;
      throw new ApiException(error.status, error.code, error.params, [
        issueOf(field, messageRef(error.code, error.params)),
      ]);
    }
  }

  /**
   * Stores every accepted file of one request, or none: when one fails, those already written are
   * removed again (chunks included), so a failed request leaves nothing behind. Stored names are
   * generated; the sender's name for a file travels only as display text in its metadata.
   */
  async storeAll(uploads: readonly AcceptedUpload[]): Promise<StoredUpload[]> {
    const stored: StoredUpload[] = [];
    try {
      for (const upload of uploads) {
        const id = await this.write(
          upload.buffer,
          `${upload.field}-${randomUUID()}${extensionOf[upload.contentType]}`,
          {
            contentType: upload.contentType,
            sha256: createHash('sha256').update(upload.buffer).digest('hex'),
            private: upload.private,
            displayName: upload.displayName,
          },
        );
        stored.push({
          fileId: id,
          field: upload.field,
          name: upload.displayName,
          contentType: upload.contentType,
          size: upload.buffer.length,
          private: upload.private,
        });
      }
    } catch (error) {
      await this.deleteMany(stored.map((file) => file.fileId));
      throw error;
    }
    return stored;
  }

  /** Writes one file; a write that fails part-way removes its chunks before the error goes on. */
  private async write(buffer: Buffer, filename: string, metadata: Record<string, unknown>): Promise<string> {
    const upload = this.bucket().openUploadStream(filename, { metadata });
    try {
      await new Promise<void>((resolve, reject) => {
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(buffer);
      });
    } catch (error) {
      await upload.abort().catch(() => undefined);
      throw error;
    }
    return upload.id.toString();
  }

  async find(id: string): Promise<FileInfo | undefined> {
    const file = await this.bucket()
      .find({ _id: new mongo.ObjectId(id) })
      .next();
    return file ? infoOf(file) : undefined;
  }

  /** The stored rendition of picture `of` at `width` in `contentType`, if one was made. */
  async findRendition(of: string, width: number, contentType: string): Promise<FileInfo | undefined> {
    await this.ensureRenditionIndex();
    const file = await this.bucket()
      .find({
        'metadata.renditionOf': of,
        'metadata.width': width,
        'metadata.contentType': contentType,
      })
      .limit(1)
      .next();
    return file ? infoOf(file) : undefined;
  }

  /** Stores a resized copy of picture `of`; it is removed with the picture. */
  async storeRendition(of: string, width: number, buffer: Buffer): Promise<FileInfo> {
    const contentType = detectContentType(buffer);
    if (!contentType) throw new Error('A rendition must be a stored image type');
    const sha256 = createHash('sha256').update(buffer).digest('hex');
    const id = await this.write(buffer, `${of}-${width}w${extensionOf[contentType]}`, {
      contentType,
      sha256,
      renditionOf: of,
      width,
    });
    return { id, contentType, length: buffer.length, etag: `"${sha256}"`, private: false, renditionOf: of };
  }

  private renditionIndexFor?: mongo.Db;

  // Renditions are looked up by their picture on every first request of a size; the index keeps that a
  // point read however many files the bucket holds.
  private async ensureRenditionIndex(): Promise<void> {
    const db = this.connection.db;
    if (!db || this.renditionIndexFor === db) return;
    await db
      .collection(`${BUCKET}.files`)
      .createIndex({ 'metadata.renditionOf': 1, 'metadata.width': 1 }, { name: 'renditions' });
    this.renditionIndexFor = db;
  }

  /**
   * A stored file's bytes, whole (pictures to resize; never a large upload), or undefined when the file is
   * gone, as `find` answers: removed after the caller found it (a product deleted while a page was loading
   * its pictures). No stored file is empty (every upload is checked before it is kept), so no bytes at all
   * mean the same.
   */
  async read(id: string): Promise<Buffer | undefined> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of this.openDownload(id)) chunks.push(chunk as Buffer);
    } catch (error) {
      if (error instanceof mongo.MongoRuntimeError && error.message.startsWith('FileNotFound'))
        return undefined;
      throw error;
    }
    return chunks.length === 0 ? undefined : Buffer.concat(chunks);
  }

  /** The file's bytes as a stream, or only `range` of them (inclusive ends, as HTTP counts). */
  openDownload(id: string, range?: { start: number; end: number }): Readable {
    return this.bucket().openDownloadStream(
      new mongo.ObjectId(id),
      range ? { start: range.start, end: range.end + 1 } : undefined,
    );
  }

  async delete(id: string): Promise<void> {
    await this.deleteMany([id]);
  }

  /**
   * Removes files and the renditions made of them, in a few writes (GridFS deletes one by one); unknown
   * ids are ignored.
   */
  async deleteMany(ids: string[]): Promise<void> {
    const db = this.connection.db;
    if (!db || ids.length === 0) return;
    const files = db.collection(`${BUCKET}.files`);
    const originals = ids.map((id) => new mongo.ObjectId(id));
    // The pictures' own records go first: a copy being made of one stores itself, then finds its picture
    // gone and removes itself (ImageRenditionService), or is stored before the look-up below finds it.
    await files.deleteMany({ _id: { $in: originals } });
    const renditions = await files
      .find({ 'metadata.renditionOf': { $in: ids } }, { projection: { _id: 1 } })
      .toArray();
    const copies = renditions.map((file) => file._id);
    if (copies.length > 0) await files.deleteMany({ _id: { $in: copies } });
    await db.collection(`${BUCKET}.chunks`).deleteMany({ files_id: { $in: [...originals, ...copies] } });
  }
}

function infoOf(file: mongo.GridFSFile): FileInfo {
  const id = file._id.toString();
  const metadata = (file.metadata ?? {}) as {
    contentType?: string;
    sha256?: string;
    private?: boolean;
    renditionOf?: string;
  };
  return {
    id,
    contentType: metadata.contentType ?? 'application/octet-stream',
    length: file.length,
    // Stored files never change, so their content hash (or, failing that, their id) is a strong ETag.
    etag: `"${metadata.sha256 ?? id}"`,
    private: metadata.private === true,
    ...(metadata.renditionOf ? { renditionOf: metadata.renditionOf } : {}),
  };
}

/** The public URL of a stored file, as media fields carry it. */
export function fileUrl(id: string): string {
  return `/${API_PREFIX}/files/${id}`;
}

const FILE_URL = new RegExp(`^/${API_PREFIX}/files/([a-f\\d]{24})$`, 'i');

/**
 * The id of a stored file from its URL, in lower case as the store names it (an id in upper case is the
 * same file), or undefined for any other URL.
 */
export function fileIdOf(url: string): string | undefined {
  return FILE_URL.exec(url)?.[1]?.toLowerCase();
}

/**
 * A stored file's URL as records keep it, one spelling per file, so a search for the records using a file
 * finds them all; any other URL (a video link) as it is.
 */
export function storedFileUrl(url: string): string {
  const id = fileIdOf(url);
  return id ? fileUrl(id) : url;
}
