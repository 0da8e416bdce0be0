import { Controller, Req, UseInterceptors } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { VaryByLanguageInterceptor } from '../common/vary-by-language.interceptor';
import { refusal, sentence } from '../errors/error-body';
import { ContentService, type WriteOutcome } from './content.service';
import { renderMarkdown } from './markdown';

/** The content router's admin routes; its public reads are ContentController's. */
const { listGallery: _gallery, listPosts: _posts, getPost: _post, ...contentRoutes } = contract.content;

const written = <S extends 200 | 201, T>(status: S, outcome: WriteOutcome<T>) => {
  if (outcome.ok) return { status, body: { data: outcome.value } };
  if (outcome.reason === 'slugTaken') return refusal(409, 'slugTaken');
  if (outcome.reason === 'changedMeanwhile') return refusal(409, 'contentChangedMeanwhile');
  return refusal(404, 'postNotFound');
};

/**
 * The admin's blog and gallery: the posts and pictures with every field, their changes, the editor's
 * preview (the public post page's own renderer and sanitiser) and one gallery item for its edit screen;
 * admins only, by the contract's metadata.
 */
@Controller()
export class ContentAdminController {
  constructor(private readonly content: ContentService) {}

  // These answers do not depend on the language and are no-store; they keep the Vary every route of the
  // content router has sent since one controller served them all, so no header changed when they moved.
  @TsRestHandler(contentRoutes)
  @UseInterceptors(VaryByLanguageInterceptor)
  handler(@Req() req: Request & { user?: AuthUser }) {
    // AccessGuard has run: an admin route never reaches its handler without its caller.
    const admin = () => req.user as AuthUser;
    return tsRestHandler(contentRoutes, {
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

  @TsRestHandler(contract.adminContent)
  editorHandler() {
    return tsRestHandler(contract.adminContent, {
      previewPost: async ({ body }) => ({ status: 200, body: { data: { html: renderMarkdown(body.body) } } }),

      adminGetGalleryItem: async ({ params }) => {
        const item = await this.content.adminGetGalleryItem(params.id);
        return item ? { status: 200, body: { data: item } } : refusal(404, 'galleryItemNotFound');
      },
    });
  }
}
