import { Controller, Get, Headers, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
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

  /** A stored file; `?w=` asks for a picture resized to that width, as WebP when `Accept` allows it. */
  @Get(':id')
  async download(
    @Param('id') id: string,
    @Query('w') w: unknown,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept') accept: string | undefined,
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
    // Nest pipes the stream and destroys it if the client goes away, so no cursor is left open.
    return new StreamableFile(this.files.openDownload(file.id), {
      type: file.contentType,
      length: file.length,
    }).setErrorHandler(answerStreamFailure);
  }
}

/**
 * The database failed while a file was read: before the first byte, the client gets our 500; after it, the
 * status is gone, so the connection is cut and the client sees an incomplete download.
 */
function answerStreamFailure(_error: Error, handlerResponse: object): void {
  // Nest hands the response it was piping to; on this platform that is Express's.
  const res = handlerResponse as unknown as Response;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.removeHeader('content-length');
  res.removeHeader('etag');
  res.removeHeader('cache-control');
  res.status(500).json(errorBody(500, 'internalError'));
}
