import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bodyOrNotFound, pathParam } from './api.server';

/** What a loader throws: react-router's `data()` throws a DataWithResponseInit carrying the status. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('bodyOrNotFound', () => {
  it('hands back the body of a 200 answer', () => {
    expect(bodyOrNotFound({ status: 200 as const, body: { data: [1] } })).toEqual({ data: [1] });
  });

  it('turns a 404, and a 400 for a malformed id, into a thrown 404 response', () => {
    for (const status of [404, 400]) {
      const error = thrown(() => bodyOrNotFound({ status, body: {} })) as {
        init?: ResponseInit;
        type?: string;
      };
      expect(error.type, String(status)).toBe('DataWithResponseInit');
      expect(error.init?.status).toBe(404);
      expect(isRouteErrorResponse(error)).toBe(false);
    }
  });

  it('treats any other status as an unexpected failure for the error boundary', () => {
    const error = thrown(() => bodyOrNotFound({ status: 500, body: {} }));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('The API answered 500');
  });
});

describe('pathParam', () => {
  it('keeps a path parameter inside its segment', () => {
    expect(pathParam('tower-kit')).toBe('tower-kit');
    expect(pathParam('../services')).toBe('..%2Fservices');
    expect(pathParam('x?page=2#y')).toBe('x%3Fpage%3D2%23y');
  });
});
