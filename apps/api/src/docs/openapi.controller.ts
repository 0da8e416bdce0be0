import { Controller, Get } from '@nestjs/common';
import { contract } from '@farm/contract';
import { generateOpenApi } from '@ts-rest/open-api';
import { API_PREFIX } from '../api-prefix';

// Built once: the contract cannot change while the process runs.
const document = generateOpenApi(
  contract,
  {
    info: {
      title: 'Indoor farming shop API',
      version: '1.0.0',
      description:
        'Every route of @farm/contract. Errors share one body: { statusCode, code, message, error, params?, issues? }, where code is the stable key of the English sentence.',
    },
    servers: [{ url: `/${API_PREFIX}` }],
  },
  { setOperationId: true },
);

/** The OpenAPI document generated from the contract, for API clients and tooling. */
@Controller()
export class OpenApiController {
  @Get('openapi.json')
  openApi() {
    return document;
  }
}
