import { Controller } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { refusal } from '../errors/error-body';
import { ContentService } from './content.service';
import { renderMarkdown } from './markdown';

/**
 * The blog editor's preview (the public post page's own renderer and sanitiser) and one gallery item for
 * its edit screen; admins only, by the contract's metadata.
 */
@Controller()
export class ContentAdminController {
  constructor(private readonly content: ContentService) {}

  @TsRestHandler(contract.adminContent)
  handler() {
    return tsRestHandler(contract.adminContent, {
      previewPost: async ({ body }) => ({ status: 200, body: { data: { html: renderMarkdown(body.body) } } }),

      adminGetGalleryItem: async ({ params }) => {
        const item = await this.content.adminGetGalleryItem(params.id);
        return item ? { status: 200, body: { data: item } } : refusal(404, 'galleryItemNotFound');
      },
    });
  }
}
