import { Controller, Req, UseInterceptors } from '@nestjs/common';
import { contract, languageOfHeader } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { refusal } from '../errors/error-body';
import { ContentCacheInterceptor } from './content-cache';
import { ContentService } from './content.service';

/** The content router's public reads; its admin routes are ContentAdminController's. */
const { listGallery, listPosts, getPost } = contract.content;
const publicRoutes = { listGallery, listPosts, getPost };

/**
 * The gallery and the blog, in the Accept-Language language (docs/decisions/050-bilingual-content.md), served
 * from memory while the content is unchanged (docs/decisions/226-content-cache.md).
 */
@Controller()
@UseInterceptors(ContentCacheInterceptor)
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @TsRestHandler(publicRoutes)
  handler(@Req() req: Request) {
    const lang = languageOfHeader(req.headers['accept-language']);
    return tsRestHandler(publicRoutes, {
      listGallery: async ({ query }) => ({ status: 200, body: await this.content.listGallery(query, lang) }),

      listPosts: async ({ query }) => ({ status: 200, body: await this.content.listPosts(query, lang) }),

      getPost: async ({ params }) => {
        const post = await this.content.getPublishedPost(params.slug, lang);
        return post ? { status: 200, body: { data: post } } : refusal(404, 'postNotFound');
      },
    });
  }
}
