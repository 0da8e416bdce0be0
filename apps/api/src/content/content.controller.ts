import { Controller, Req, UseInterceptors } from '@nestjs/common';
import { contract, languageOfHeader } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { VaryByLanguageInterceptor } from '../common/vary-by-language.interceptor';
import type { AuthUser } from '../auth/auth-user';
import { refusal, sentence } from '../errors/error-body';
import { ContentService, type WriteOutcome } from './content.service';

const written = <S extends 200 | 201, T>(status: S, outcome: WriteOutcome<T>) =>
  outcome.ok
    ? { status, body: { data: outcome.value } }
    : outcome.reason === 'slugTaken'
      ? refusal(409, 'slugTaken')
      : refusal(404, 'postNotFound');

/**
 * The gallery and the blog. Public reads answer in the Accept-Language language
 * (docs/decisions/050-bilingual-content.md); admin routes are guarded by the contract's metadata.
 */
@Controller()
@UseInterceptors(VaryByLanguageInterceptor)
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @TsRestHandler(contract.content)
  handler(@Req() req: Request & { user?: AuthUser }) {
    const lang = languageOfHeader(req.headers['accept-language']);
    // AccessGuard has run: an admin route never reaches its handler without its caller.
    const admin = () => req.user as AuthUser;
    return tsRestHandler(contract.content, {
      listGallery: async ({ query }) => ({ status: 200, body: await this.content.listGallery(query, lang) }),

      listPosts: async ({ query }) => ({ status: 200, body: await this.content.listPosts(query, lang) }),

      getPost: async ({ params }) => {
        const post = await this.content.getPublishedPost(params.slug, lang);
        return post ? { status: 200, body: { data: post } } : refusal(404, 'postNotFound');
      },

      adminListPosts: async ({ query }) => ({ status: 200, body: await this.content.adminListPosts(query) }),

      adminGetPost: async ({ params }) => {
        const post = await this.content.adminGetPost(params.id);
        return post ? { status: 200, body: { data: post } } : refusal(404, 'postNotFound');
      },

      createPost: async ({ body }) => written(201, await this.content.createPost(admin(), body)),

      updatePost: async ({ params, body }) =>
        written(200, await this.content.updatePost(admin(), params.id, body)),

      deletePost: async ({ params }) =>
        (await this.content.deletePost(admin(), params.id))
          ? sentence(200, 'postDeleted')
          : refusal(404, 'postNotFound'),

      adminListGallery: async ({ query }) => ({
        status: 200,
        body: await this.content.adminListGallery(query),
      }),

      createGalleryItem: async ({ body }) => ({
        status: 201,
        body: { data: await this.content.createGalleryItem(admin(), body) },
      }),

      updateGalleryItem: async ({ params, body }) => {
        const item = await this.content.updateGalleryItem(admin(), params.id, body);
        return item ? { status: 200, body: { data: item } } : refusal(404, 'galleryItemNotFound');
      },

      deleteGalleryItem: async ({ params }) =>
        (await this.content.deleteGalleryItem(admin(), params.id))
          ? sentence(200, 'galleryItemDeleted')
          : refusal(404, 'galleryItemNotFound'),
    });
  }
}
