import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isObjectIdString } from '../common/object-id';
import { varyBy } from '../common/vary';
import { ApiException } from '../errors/error-body';
import { matchesEtag } from './etag';
import { FilesService } from './files.service';
import { ImageRenditions, renditionType, requestedWidth } from './image-renditions';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Serves stored files. Outside the ts-rest contract because the body is binary, not JSON. */
@Controller('files')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly renditions: ImageRenditions,
  ) {}

  /** A stored file; `?w=` asks for a picture resized to that width, as WebP when `Accept` allows it. */
  @Get(':id')
  async download(
    @Param('id') id: string,
    @Query('w') w: unknown,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Res() res: FastifyReply,
  ): Promise<FastifyReply> {
    if (!isObjectIdString(id)) throw new ApiException(400, 'invalidId');
    const width = requestedWidth(w);
    const original = await this.files.find(id);
    // A private file (a CV) answers exactly as a missing one: its existence is nobody's business here.
    if (!original || original.private) throw new ApiException(404, 'fileNotFound');
    let file = original;
    if (width !== undefined) {
      // The same address answers WebP to one browser and PNG to another: caches must key on Accept.
      varyBy(res, 'Accept');
      // A width asked of a resized copy is made from the picture itself: a copy of a copy would lose
      // detail, and would outlive the picture when it is deleted.
      const source = (original.renditionOf && (await this.files.find(original.renditionOf))) || original;
      file = await this.renditions.rendition(source, width, renditionType(source.contentType, accept));
    }
    res.header('etag', file.etag);
    res.header('cache-control', CACHE_FOREVER);
    if (ifNoneMatch && matchesEtag(ifNoneMatch, file.etag)) return res.status(304).send();
    res.header('content-type', file.contentType);
    res.header('content-length', String(file.length));
    res.header('x-content-type-options', 'nosniff');
    // Fastify pipes the stream and destroys it if the client goes away, so no cursor is left open.
    return res.send(this.files.openDownload(file.id));
  }
}
