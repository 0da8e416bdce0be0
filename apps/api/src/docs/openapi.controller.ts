import { Controller, Get } from '@nestjs/common';
import { openApiDocument } from './openapi-document';

/** The OpenAPI document generated from the contract, for API clients and tooling. */
@Controller()
export class OpenApiController {
  // Built once: the contract cannot change while the process runs.
  readonly document = openApiDocument();

  @Get('openapi.json')
  openApi() {
    return this.document;
  }
}
