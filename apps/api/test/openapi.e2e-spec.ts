import SwaggerParser from '@apidevtools/swagger-parser';
import { accessOf, contract } from '@farm/contract';
import { type AppRoute, isAppRoute } from '@ts-rest/core';
import type { OpenAPIV3_1 } from 'openapi-types';
import { BEARER_SCHEME, refusalsOf } from '../src/docs/openapi-document';
import { startTestApp, type TestApp } from './support/test-app';

/** Every route of the contract, with its OpenAPI path (`/products/{slug}`) and method. */
function contractRoutes(): { path: string; method: string; route: AppRoute }[] {
  const routes: { path: string; method: string; route: AppRoute }[] = [];
  const walk = (node: object) => {
    const route = node as AppRoute;
    if (isAppRoute(route)) {
      routes.push({ path: route.path.replace(/:(\w+)/g, '{$1}'), method: route.method.toLowerCase(), route });
      return;
    }
    for (const child of Object.values(node)) walk(child as object);
  };
  walk(contract);
  return routes;
}

describe('the OpenAPI document', () => {
  let api: TestApp;
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    api = await startTestApp({ seedDemo: false });
    const res = await fetch(`${api.baseUrl}/openapi.json`);
    expect(res.status).toBe(200);
    document = (await res.json()) as OpenAPIV3_1.Document;
  });

  afterAll(async () => {
    await api.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // The validator resolves references in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    // 3.0's `nullable` means nothing in 3.1: null is said in the type.
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('describes every route of the contract', () => {
    for (const { path, method } of contractRoutes()) {
      expect([path, method, Boolean(document.paths?.[path]?.[method as 'get'])]).toEqual([
        path,
        method,
        true,
      ]);
    }
  });

  it('declares the bearer scheme and marks every guarded route with it', () => {
    expect(document.components?.securitySchemes?.[BEARER_SCHEME]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const { path, method, route } of contractRoutes()) {
      const operation = document.paths?.[path]?.[method as 'get'] as OpenAPIV3_1.OperationObject;
      const access = accessOf(route.metadata);
      if (access.roles) expect([path, operation.security]).toEqual([path, [{ [BEARER_SCHEME]: [] }]]);
      else if (access.identified)
        expect([path, operation.security]).toEqual([path, [{}, { [BEARER_SCHEME]: [] }]]);
      else expect([path, operation.security]).toEqual([path, undefined]);
    }
  });

  it('lists the refusals each route gives, with the one error body', () => {
    const admin = document.paths?.['/admin/products']?.post as OpenAPIV3_1.OperationObject;
    expect(Object.keys(admin.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '415']),
    );
    const signup = document.paths?.['/auth/signup']?.post as OpenAPIV3_1.OperationObject;
    expect(Object.keys(signup.responses ?? {})).toEqual(expect.arrayContaining(['400', '429']));
    // A taken address is answered as a new one, so sign-up has no 409 to declare.
    expect(Object.keys(signup.responses ?? {})).not.toContain('409');
    expect(refusalsOf(contract.catalog.getProduct)).toEqual([400, 404]);
    for (const { path, method, route } of contractRoutes()) {
      const responses =
        (document.paths?.[path]?.[method as 'get'] as OpenAPIV3_1.OperationObject).responses ?? {};
      for (const status of refusalsOf(route)) {
        expect([path, method, status, responses[status]]).toEqual([
          path,
          method,
          status,
          expect.objectContaining({
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
          }),
        ]);
      }
    }
  });

  it('types the CSV downloads as UTF-8 CSV, which ts-rest leaves out (record 270)', () => {
    for (const path of ['/admin/pipelines/{kind}/export', '/admin/reports/payments/csv']) {
      const ok = (document.paths?.[path]?.get as OpenAPIV3_1.OperationObject).responses?.['200'] as {
        description: string;
        content: Record<string, unknown>;
      };
      expect([path, Object.keys(ok.content)]).toEqual([path, ['text/csv; charset=utf-8']]);
      expect(ok.description).toMatch(/byte-order mark/);
    }
  });

  it('says what the API enforces: a required name is not empty, a page number is bounded', () => {
    const body = (document.paths?.['/auth/signup']?.post as OpenAPIV3_1.OperationObject).requestBody as {
      content: Record<string, { schema: OpenAPIV3_1.SchemaObject }>;
    };
    const lastname = body.content['application/json']?.schema.properties
      ?.lastname as OpenAPIV3_1.SchemaObject;
    expect(lastname).toMatchObject({ type: 'string', minLength: 1, maxLength: 30 });
    const page = (document.paths?.['/products']?.get as OpenAPIV3_1.OperationObject).parameters?.find(
      (parameter) => 'name' in parameter && parameter.name === 'page',
    ) as OpenAPIV3_1.ParameterObject;
    expect(page.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 1_000_000 });
  });

  it('and the API refuses what the document refuses', async () => {
    const signup = await fetch(`${api.baseUrl}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'Amina',
        lastname: '',
        email: 'a@b.ae',
        password: 'harvest-2025',
        confirmPassword: 'harvest-2025',
      }),
    });
    expect(signup.status).toBe(400);
    const page = await fetch(`${api.baseUrl}/products?page=1e25`);
    expect(page.status).toBe(400);
  });

  it('is shown as a page at /api/docs', async () => {
    const page = await fetch(`${api.baseUrl}/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    expect(html).toContain('<title>Indoor farming shop API</title>');
    // The page loads the document this API serves.
    const init = await fetch(`${api.baseUrl}/docs/swagger-ui-init.js`);
    expect(init.status).toBe(200);
    expect(await init.text()).toContain('"url": "/api/openapi.json"');
  });
});
