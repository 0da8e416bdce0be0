import { Controller, Get, Headers, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { mongo } from 'mongoose';
import { isObjectIdString } from '../common/object-id';
import { ApiException, errorBody } from '../errors/error-body';
import { matchesEtag } from './etag';
import { FilesService } from './files.service';
import { ImageRenditionService, renditionType, requestedWidth } from './image-rendition.service';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Serves stored files. Outside the ts-rest contract because the body is binary, not JSON. */
@Controller('files')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly renditions: ImageRenditionService,
  ) {}

  /**
   * A stored file; `?w=` asks for a picture resized to that width, as WebP when `Accept` allows it. One
   * byte range (`Range: bytes=...`) is answered 206 so a video can seek (docs/decisions/181-service-videos.md).
   */
  @Get(':id')
  async download(
    @Param('id') id: string,
    @Query('w') w: unknown,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | undefined> {
    if (!isObjectIdString(id)) throw new ApiException(400, 'invalidId');
    const width = requestedWidth(w);
    const original = await this.files.find(id);
    // A private file (a CV) answers exactly as a missing one: its existence is nobody's business here.
    if (!original || original.private) throw new ApiException(404, 'fileNotFound');
    let file = original;
    if (width !== undefined) {
      // The same address answers WebP to one browser and PNG to another: caches must key on Accept.
      res.vary('Accept');
      // A width asked of a resized copy is made from the picture itself: a copy of a copy would lose
      // detail, and would outlive the picture when it is deleted.
      const source = (original.renditionOf && (await this.files.find(original.renditionOf))) || original;
      file = await this.renditions.rendition(source, width, renditionType(source.contentType, accept));
    }
    res.setHeader('etag', file.etag);
    res.setHeader('cache-control', CACHE_FOREVER);
    if (ifNoneMatch && matchesEtag(ifNoneMatch, file.etag)) {
      res.status(304);
      return undefined;
    }
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('accept-ranges', 'bytes');
    const range = requestedRange(req, file.length, file.etag);
    if (range === 'unsatisfiable') {
      // An error is nobody's to keep: a shared cache that ignores Range would answer it for the file.
      res.removeHeader('etag');
      res.setHeader('cache-control', 'no-store');
      res.setHeader('content-range', `bytes */${file.length}`);
      throw new ApiException(416, 'rangeNotSatisfiable');
    }
    if (range) {
      res.status(206);
      res.setHeader('content-range', `bytes ${range.start}-${range.end}/${file.length}`);
    }
    // Nest pipes the stream and destroys it if the client goes away, so no cursor is left open.
    return new StreamableFile(this.files.openDownload(file.id, range), {
      type: file.contentType,
      length: range ? range.end - range.start + 1 : file.length,
    }).setErrorHandler(answerStreamFailure);
  }
}

/**
 * The most bytes answered to a range open at its end (`bytes=N-`), as a video player asks: the client asks
 * for the rest from where the answer stopped. The database hands a download its chunks in batches of up to
 * 16 MiB, held until the client has read them, so a slow reader of a whole video held that much each; a
 * hundred of them, gigabytes.
 */
export const OPEN_RANGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The one byte range to answer with (inclusive ends), undefined for the whole file, or 'unsatisfiable'
 * (416); a range open at its end stops after OPEN_RANGE_MAX_BYTES. Express reads the header with range-parser. A malformed header, several ranges, a unit other than
 * bytes, or an `If-Range` naming another version get the whole file, as HTTP allows a server to answer any
 * Range request. A suffix longer than the file is the whole file (RFC 9110 §14.1.2), which range-parser
 * counts as unsatisfiable.
 */
function requestedRange(
  req: Request,
  length: number,
  etag: string,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!req.headers.range) return undefined;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && ifRange !== etag) return undefined;
  const header = req.headers.range;
  if (!/^\s*bytes=/i.test(header)) return undefined;
  const suffix = /^\s*bytes=\s*-\s*(\d+)\s*$/i.exec(header);
  if (suffix && length > 0 && Number(suffix[1]) >= length) return { start: 0, end: length - 1 };
  const ranges = req.range(length, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges === undefined || ranges.type !== 'bytes' || ranges.length !== 1)
    return undefined;
  const { start, end } = ranges[0];
  const openEnded = /^\s*bytes=\s*\d+\s*-\s*$/i.test(header);
  return { start, end: openEnded ? Math.min(end, start + OPEN_RANGE_MAX_BYTES - 1) : end };
}

/**
 * The database failed while a file was read: before the first byte, the client gets our 500, or the 404
 * of a file removed after it was found (a product deleted while a page loaded its pictures); after it, the
 * status is gone, so the connection is cut and the client sees an incomplete download.
 */
function answerStreamFailure(error: Error, handlerResponse: object): void {
  // Nest hands the response it was piping to; on this platform that is Express's.
  const res = handlerResponse as unknown as Response;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.removeHeader('content-length');
  res.removeHeader('etag');
  res.removeHeader('cache-control');
  if (error instanceof mongo.MongoRuntimeError && error.message.startsWith('FileNotFound')) {
    res.status(404).json(errorBody(404, 'fileNotFound'));
    return;
  }
  res.status(500).json(errorBody(500, 'internalError'));
}
