import { generateSchema } from '@anatine/zod-openapi';
import { accessOf, contract, errorBodySchema } from '@farm/contract';
import { type AppRoute, isAppRouteOtherResponse, isZodType } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { API_PREFIX } from '../api-prefix';

/** The document as ts-rest types it, and one operation of it. */
export type OpenApiDocument = ReturnType<typeof generateOpenApi>;
type Operation = Parameters<
  NonNullable<NonNullable<Parameters<typeof generateOpenApi>[2]>['operationMapper']>
>[0];

/** The name of the bearer scheme every guarded route declares. */
export const BEARER_SCHEME = 'bearer';

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };

/** What each refusal means, for the statuses the API gives on many routes. */
const REFUSALS: Record<number, string> = {
  400: 'The request breaks a rule of the contract (each field in `issues`), or its JSON does not parse',
  401: 'No valid token: sign in (POST /auth/signin) and send it as `Authorization: Bearer <token>`',
  403: 'The signed-in user may not do this (an admin route)',
  404: 'Nothing has this id or address',
  413: 'The body, or a file in it, is larger than the route takes',
  415: 'A body of a type the route does not read',
  429: 'Too many requests from this address or for this e-mail: wait as long as `Retry-After` says',
};

/** The refusals a route gives by what it is: its inputs, its access rule, its kind of body. */
export function refusalsOf(route: AppRoute): number[] {
  const access = accessOf(route.metadata);
  const takesBody = route.method !== 'GET' && 'body' in route && typeof route.body !== 'symbol';
  const hasPathParams = route.path.includes(':');
  const statuses: number[] = [];
  if (takesBody || route.query || hasPathParams) statuses.push(400);
  if (access.roles) statuses.push(401);
  if (access.roles && !access.roles.includes('Customer')) statuses.push(403);
  if (hasPathParams) statuses.push(404);
  if (takesBody) statuses.push(413, 415);
  if (access.throttled) statuses.push(429);
  return statuses;
}

/**
 * Completes what ts-rest derives from a contract route: the bearer scheme on every guarded route (optional
 * on the routes that only use a token when one is sent), the type of an answer that is no JSON (a CSV, a
 * file), which ts-rest leaves out, and the refusals it really gives, each with the one error body, beside
 * the ones the contract lists.
 */
function describeRoute(operation: Operation, route: AppRoute): Operation {
  const access = accessOf(route.metadata);
  const responses: Operation['responses'] = { ...operation.responses };
  for (const [status, response] of Object.entries(route.responses)) {
    if (!isAppRouteOtherResponse(response)) continue;
    const description = isZodType(response.body) ? response.body.description : undefined;
    // The bytes themselves: text for a text type; a file's need no schema in OpenAPI 3.1.
    const media = response.contentType.startsWith('text/') ? { schema: { type: 'string' as const } } : {};
    responses[status] = { description: description ?? status, content: { [response.contentType]: media } };
  }
  for (const status of refusalsOf(route)) {
    const listed = responses[status] as { description?: string } | undefined;
    responses[status] = {
      description:
        listed?.description && listed.description !== String(status) ? listed.description : REFUSALS[status],
      content: { 'application/json': { schema: ERROR_BODY_REF } },
    };
  }
  const bearer: Record<string, string[]> = { [BEARER_SCHEME]: [] };
  const security = access.roles ? [bearer] : access.identified ? [{}, bearer] : undefined;
  return { ...operation, responses, ...(security ? { security } : {}) };
}

/** The routes outside the contract: their bodies are not JSON (files) or they serve operators (health). */
const UNCONTRACTED_PATHS = {
  '/files/{id}': {
    get: {
      operationId: 'getFile',
      summary: 'A stored picture, video or document; `w` asks for a picture resized to that width',
      tags: ['files'],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
        { name: 'w', in: 'query', schema: { type: 'integer', minimum: 1 } },
      ],
      responses: {
        200: { description: 'The file, cached for a year (it never changes)', content: { '*/*': {} } },
        304: { description: 'The copy named by If-None-Match is current' },
        400: { description: REFUSALS[400], content: { 'application/json': { schema: ERROR_BODY_REF } } },
        404: { description: REFUSALS[404], content: { 'application/json': { schema: ERROR_BODY_REF } } },
      },
    },
  },
  '/health': {
    get: {
      operationId: 'health',
      summary: 'Whether the API and its database answer',
      tags: ['health'],
      responses: {
        200: { description: 'Up', content: { 'application/json': { schema: { type: 'object' } } } },
        503: {
          description: 'The database does not answer',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  },
};

/**
 * OpenAPI 3.0's `nullable` has no meaning in 3.1, where a schema says it takes null in its `type` (or, with
 * no type of its own, as one of `anyOf`). ts-rest writes 3.0 schemas with 3.1's numeric
 * `exclusiveMinimum`; the document is 3.1, and this brings the rest of it there.
 */
export function nullableTo31(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableTo31);
  if (typeof value !== 'object' || value === null) return value;
  const { nullable, ...rest } = value as Record<string, unknown> & { nullable?: unknown };
  const schema: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(rest)) schema[key] = nullableTo31(inner);
  if (nullable !== true) return schema;
  if (Array.isArray(schema.enum)) schema.enum = [...(schema.enum as unknown[]), null];
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type)) return { ...schema, type: [...(schema.type as unknown[]), 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** The API's OpenAPI 3.1 document, generated from the contract (served at /api/openapi.json and /api/docs). */
export function openApiDocument(): OpenApiDocument {
  const generated = generateOpenApi(
    contract,
    {
      info: {
        title: 'Indoor farming shop API',
        version: '1.0.0',
        description:
          'Every route of @farm/contract. Errors share one body: { statusCode, code, message, error, params?, issues? }, where code is the stable key of the English sentence. A wrong method on an existing address is 405 with `Allow`.',
      },
      servers: [{ url: `/${API_PREFIX}` }],
    },
    { setOperationId: true, operationMapper: describeRoute },
  );
  const document = nullableTo31({
    ...generated,
    paths: { ...generated.paths, ...UNCONTRACTED_PATHS },
  }) as OpenApiDocument;
  return {
    ...document,
    openapi: '3.1.0',
    components: {
      ...document.components,
      schemas: {
        ...document.components?.schemas,
        ErrorBody: nullableTo31(generateSchema(errorBodySchema)) as object,
      },
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token POST /auth/signin answers',
        },
      },
    },
  };
}
