import { Controller } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { renderMarkdown } from './markdown';

/** The blog editor's preview: the public post page's own renderer and sanitiser, for admins only. */
@Controller()
export class AdminContentController {
  @TsRestHandler(contract.adminContent)
  handler() {
    return tsRestHandler(contract.adminContent, {
      previewPost: async ({ body }) => ({ status: 200, body: { data: { html: renderMarkdown(body.body) } } }),
    });
  }
}
