import { contract } from '@farm/contract';
import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { type Mock, vi } from 'vitest';
import { env } from '#app/lib/env.server';

/** What a stubbed route was asked: the path's parameters, the query, the body and the headers sent. */
export type StubCall = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
};

/** What a stubbed route answers; a string body with its own content-type goes out as it is (a CSV). */
type StubAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

type RouteStub = Mock<(call: StubCall) => StubAnswer | Promise<StubAnswer>>;
export type ApiStub<T = typeof contract> = {
  [K in keyof T]: T[K] extends AppRoute ? RouteStub : ApiStub<T[K]>;
};

type Matcher = { method: string; pattern: RegExp; names: string[]; stub: RouteStub };

/** The path the API's routes sit under (`/api`), so `/categories` never matches `/services/1/categories`. */
const BASE = new URL(env.API_URL).pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function stubsOf(router: AppRouter, matchers: Matcher[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(router).map(([key, value]) => {
      if (!isAppRoute(value)) return [key, stubsOf(value, matchers)];
      const stub: RouteStub = vi.fn();
      const names = [...value.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const source = value.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)');
      matchers.push({ method: value.method, pattern: new RegExp(`^${BASE}${source}$`), names, stub });
      return [key, stub];
    }),
  );
}

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  return body ?? undefined;
}

/**
 * The API as the app's client sees it, over `fetch`: each route of the contract is a mock that a test
 * tells what to answer, and that records what the app sent (headers included), so the real client, with
 * its headers and its handling of 401 and 403, runs in the test.
 */
export function stubApi(): ApiStub {
  const matchers: Matcher[] = [];
  const stubs = stubsOf(contract, matchers) as ApiStub;
  // A literal segment wins over a parameter (`/products/search` before `/products/:id`).
  matchers.sort((a, b) => a.names.length - b.names.length);
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    for (const { method: wanted, pattern, names, stub } of matchers) {
      const match = method === wanted ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
      const headers = Object.fromEntries(new Headers(init.headers));
      const call = { params, query: Object.fromEntries(url.searchParams), body: bodyOf(init.body), headers };
      const answer = await stub(call);
      if (!answer) throw new Error(`No answer stubbed for ${method} ${url.pathname}`);
      const raw = typeof answer.body === 'string' && answer.headers?.['content-type'];
      return new Response(raw ? (answer.body as string) : JSON.stringify(answer.body ?? null), {
        status: answer.status,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }
    throw new Error(`No route of the contract is ${method} ${url.pathname}`);
  });
  return stubs;
}
