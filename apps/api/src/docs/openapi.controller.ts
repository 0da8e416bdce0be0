import { Controller, Get } from '@nestjs/common';
import { type OpenApiDocument, openApiDocument } from './openapi-document';

/** The OpenAPI document generated from the contract, for API clients and tooling. */
@Controller()
export class OpenApiController {
  private document: OpenApiDocument | undefined;

  @Get('openapi.json')
  openApi(): OpenApiDocument {
    // Built when first asked for, then kept: the contract cannot change while the process runs. Building it
    // takes a few hundred milliseconds, which a start (and every test app's) no longer spends.
    this.document ??= openApiDocument();
    return this.document;
  }
}
