import { type AppRoute, type AppRouter, isAppRoute, isAppRouteOtherResponse } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract } from './contract';

function routesOf(router: AppRouter, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [[`${prefix}${key}`, value] as [string, AppRoute]]
      : routesOf(value, `${prefix}${key}.`),
  );
}

// The web server's typed client leaves a 200 declared with `c.otherResponse` unread, for its resource
// route to pass the bytes on (docs/decisions/273-file-downloads-streamed.md): such an answer must be a file,
// and a success. JSON is always a zod schema, which the client reads.
describe('answers that are files', () => {
  const others = routesOf(contract).flatMap(([name, route]) =>
    Object.entries(route.responses)
      .filter(([, response]) => isAppRouteOtherResponse(response))
      .map(([status, response]) => ({
        name,
        status,
        type: (response as { contentType: string }).contentType,
      })),
  );

  it('are 200 answers of a type that is no JSON', () => {
    expect(others.map(({ name }) => name)).toContain('pipelines.downloadSubmissionFile');
    for (const other of others) {
      expect(other).toEqual({ name: other.name, status: '200', type: expect.not.stringMatching(/json/i) });
    }
  });
});
