import { isIP } from 'node:net';
import { type Contract, contract } from '@farm/contract';
import {
  type AppRoute,
  type AppRouteFunction,
  type AppRouter,
  type ContractAnyType,
  type ContractOtherResponse,
  initClient,
  isAppRouteOtherResponse,
  tsRestFetchApi,
} from '@ts-rest/core';
import { type AppLoadContext, data } from 'react-router';
import { ApiUnavailable } from '#app/lib/api-unavailable';
import { env } from '#app/lib/env.server';
import { languageOf } from '#app/lib/language.server';
import { endSession, forbidden, requireAdmin, requireUser } from '#app/lib/session.server';
import { markWrite } from '#app/lib/write-mark.server';

// The web server's request ids are UUIDs; anything else in the context is not passed on.
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Headers for an API call made on behalf of the browser behind this request: its language (for e-mails
 * and messages), its address, and this request's id. The API sees every such call coming from this
 * server, so without the address its per-IP rate limit would count all visitors as one (the API trusts
 * the header from loopback); the id ties the API's log lines to the web server's line for the page.
 * The answer comes uncompressed: it crosses one machine or one private network, and gzip would cost the
 * API's CPU to pack and this server's to unpack on every call (docs/decisions/220-api-calls-uncompressed.md).
 */
function onBehalfOf(request: Request, context: AppLoadContext, token?: string | null) {
  const headers: Record<string, string> = {
    'accept-language': languageOf(request),
    'accept-encoding': 'identity',
  };
  const address = context.clientAddress;
  if (typeof address === 'string' && isIP(address) !== 0) headers['x-forwarded-for'] = address;
  const requestId = context.requestId;
  if (typeof requestId === 'string' && REQUEST_ID.test(requestId)) headers['x-request-id'] = requestId;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export type ApiOptions = {
  /** The signed-in user's API token, sent as a Bearer header (docs/decisions/004-token-in-httponly-cookie.md). */
  token?: string | null;
  /**
   * Where a 401 or 403 is itself the answer the caller asked for (the session check, the header's
   * badges, a shop button whose 401 opens the Login Required dialog), it comes back like any other status.
   */
  readsRefusals?: boolean;
};

/**
 * The one way app code talks to the API: the typed client of the shared contract, bound to this request.
 * Every call carries the visitor's language, address and request id, and the token when one is given. A
 * 401 to a call with a token means the token no longer works: the session ends and the visitor goes to
 * /login and comes back here afterwards. A 403 means the user may no longer do this (an admin demoted
 * meanwhile): home, with a toast that says so, unless it names a reason of its own (an admin's account
 * cannot be deleted from the account page), which the caller shows. Every other status is the caller's. A call with a
 * token that is not a GET gives the answer a new write mark (write-mark.server.ts) and, unless the API refused
 * it with a 4xx, tells the web server's page cache that something may have changed (server/page-cache.ts).
 */
export function apiFor(request: Request, context: AppLoadContext, options: ApiOptions = {}): Api {
  const guarded = Boolean(options.token) && !options.readsRefusals;
  const args = {
    baseUrl: env.API_URL,
    baseHeaders: onBehalfOf(request, context, options.token),
    api: async (call: ApiFetchArgs) => {
      // A write on the visitor's behalf: what this site keeps of them is read again on the next page.
      const writes = Boolean(options.token) && call.method !== 'GET';
      if (writes) markWrite(context);
      let res;
      try {
        res = await answerInTime(call);
      } catch (error) {
        // No answer: the write may have happened all the same.
        if (writes) context.wroteToApi?.();
        throw error;
      }
      // The web server's kept pages may be stale unless the API refused the write (a 4xx changed nothing).
      if (writes && (res.status < 400 || res.status >= 500)) context.wroteToApi?.();
      if (guarded && res.status === 401) throw await endSession(request, context);
      if (guarded && res.status === 403 && !ownReason(res.body)) throw await forbidden(request);
      return res;
    },
  };
  // ts-rest makes a function for every route of the router it is given, and a page view makes a few of these
  // clients but calls few routes: each area of the contract (catalog, cart, admin, ...) gets its functions
  // when the page first uses it (docs/decisions/194-lazy-api-clients.md).
  const areas = new Map<PropertyKey, unknown>();
  return new Proxy({} as Api, {
    get(_, area) {
      if (typeof area !== 'string' || !Object.hasOwn(contract, area)) return undefined;
      if (!areas.has(area)) areas.set(area, initClient(contract[area as keyof Contract], args));
      return areas.get(area);
    },
  });
}

/**
 * The API's answer to one call, within API_TIMEOUT_SECONDS (docs/decisions/258-api-answers-in-time.md). The
 * visitor's leaving does not stop it: pages share some answers (shared-lists.server.ts), and one visitor
 * closing a tab must not fail the others'. An API that cannot be reached or does not answer in time is
 * logged here and thrown as `ApiUnavailable`: a 503 page, or null where the call runs under `tryApi`. A
 * file's answer (`fileAnswer`) is the exception: it goes to one visitor, and stops when they leave.
 */
async function answerInTime(call: ApiFetchArgs) {
  const limitMs = env.API_TIMEOUT_SECONDS * 1000;
  try {
    if (answersFile(call.route)) return await fileAnswer(call, limitMs);
    return await tsRestFetchApi({
      ...call,
      fetchOptions: { ...call.fetchOptions, signal: AbortSignal.timeout(limitMs) },
    });
  } catch (error) {
    console.error(`API call ${call.method} ${call.route.path} failed:`, errorText(error));
    throw new ApiUnavailable();
  }
}

/**
 * A route whose success answer is a file (a CSV export, a request's CV or photo), not JSON: the contract
 * declares such answers with `c.otherResponse`, and only those (its tests hold it to that).
 */
function answersFile(route: AppRoute): boolean {
  return isAppRouteOtherResponse(route.responses[200]);
}

/**
 * How long a file's reader may leave it before the download is given up: as long as a database cursor
 * waits for its next read (an export paused longer could not go on anyway), far past any pause of a
 * connection that is still alive.
 */
const READER_IDLE_MS = 10 * 60_000;

/**
 * A file's answer with its body unread, for the resource route to pass the API's bytes on as they come
 * (docs/decisions/273-file-downloads-streamed.md): the web server never holds a whole file, however many
 * admins download at once, and the bytes reach the browser exactly as sent (ts-rest's own transport reads
 * a text answer whole as text, which drops a CSV's byte-order mark, and any other whole into a Blob). An
 * admin who leaves stops it, and the API's work with it. Any other answer (a refusal, a failure) is read as
 * the typed client reads every answer.
 *
 * The time limit covers the API, not the admin's connection: the answer's head must come within `limitMs`,
 * then each further part of the file within `limitMs` of being asked for. A large file sent to a slow
 * connection takes as long as it takes (the web server asks for the next part only once the browser has
 * taken the last), while an API that stalls half-way still fails the download. A reader that stops asking
 * for more (a download paused, a route that never reads the file) is given up after READER_IDLE_MS, so
 * neither this server nor the API holds the answer open for good.
 */
async function fileAnswer({ route, path, method, headers, fetchOptions }: ApiFetchArgs, limitMs: number) {
  const stop = new AbortController();
  const inTime = <T>(work: Promise<T>): Promise<T> => {
    const timer = setTimeout(
      () => stop.abort(new DOMException('The API did not answer in time', 'TimeoutError')),
      limitMs,
    );
    return work.finally(() => clearTimeout(timer));
  };
  // Asked for as it is: the browser gets it uncompressed (fileDownload), so the API's gzip would only be
  // undone here, a CPU's work on each side for every byte.
  const plain = { ...headers, 'accept-encoding': 'identity' };
  const res = await inTime(fetch(path, { ...fetchOptions, method, headers: plain, signal: stop.signal }));
  // A GET's 200 always has a body: fetch leaves it null only for HEAD and the statuses that carry none.
  if (res.status === 200 && res.body) {
    const reader = res.body.getReader();
    let unread: NodeJS.Timeout | undefined;
    const giveUpUnlessRead = (controller: ReadableStreamDefaultController<Uint8Array>) => {
      unread = setTimeout(() => {
        const left = new DOMException('The file was left unread', 'TimeoutError');
        console.error(`API call ${method} ${route.path} given up:`, errorText(left));
        controller.error(left);
        stop.abort(left);
      }, READER_IDLE_MS).unref();
    };
    const body = new ReadableStream<Uint8Array>(
      {
        start: giveUpUnlessRead,
        // Called only when the reader wants more: the time a slow browser takes is not the API's.
        async pull(controller) {
          clearTimeout(unread);
          const { done, value } = await inTime(reader.read()).catch((error: unknown) => {
            // The download is cut off in the browser; the log says why (the API's own log says its side).
            console.error(
              `API call ${method} ${route.path} failed half-way through the file:`,
              errorText(error),
            );
            throw error;
          });
          if (done) return controller.close();
          controller.enqueue(value);
          giveUpUnlessRead(controller);
        },
        cancel: (reason) => {
          clearTimeout(unread);
          return reader.cancel(reason);
        },
      },
      { highWaterMark: 0 },
    );
    return { status: res.status, body, headers: res.headers };
  }
  const json = /\bjson\b/.test(res.headers.get('content-type') ?? '');
  return { status: res.status, body: await inTime(json ? res.json() : res.text()), headers: res.headers };
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}

/** A 403 with a code other than the role check's `forbidden`: a refusal the page explains itself. */
function ownReason(body: unknown): boolean {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== 'forbidden';
}

type ApiFetchArgs = Parameters<typeof tsRestFetchApi>[0];
type ClientArgs = {
  baseUrl: string;
  baseHeaders: Record<string, string>;
  api: (call: ApiFetchArgs) => ReturnType<typeof tsRestFetchApi>;
};

/** A file as the API sends it, unread: its bytes reach whoever reads the stream as they arrive. */
export type FileBytes = NonNullable<Response['body']>;
/** A call's answers, the success one with its body unread (`fileAnswer`). */
type Unread<R> = R extends { status: 200 } ? Omit<R, 'body'> & { body: FileBytes } : R;
type FileRouteFunction<F> = F extends (...args: infer A) => Promise<infer R>
  ? (...args: A) => Promise<Unread<R>>
  : never;
/**
 * A route's success answer as the contract declares it. Indexed, not matched against `{ 200: ... }`:
 * TypeScript holds some of the contract's responses objects (the file download's among them) to be fresh
 * object literals, and such a match then fails on their other statuses as excess properties.
 */
type SuccessOf<R extends AppRoute> = 200 extends keyof R['responses'] ? R['responses'][200] : undefined;
/** ts-rest's client, but a file route's success body typed as what `fileAnswer` gives: the bytes unread. */
type Client<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute
    ? [SuccessOf<T[K]>] extends [ContractOtherResponse<ContractAnyType>]
      ? FileRouteFunction<AppRouteFunction<T[K], ClientArgs>>
      : AppRouteFunction<T[K], ClientArgs>
    : T[K] extends AppRouter
      ? Client<T[K]>
      : never;
};
export type Api = Client<Contract>;

/** The signed-in user (or a redirect to /login that comes back here) and the API on their behalf. */
export async function userApi(request: Request, context: AppLoadContext) {
  const signedIn = await requireUser(request);
  return { ...signedIn, api: apiFor(request, context, { token: signedIn.token }) };
}

/** The signed-in admin (docs/decisions/007-admin-guard.md) and the API on their behalf. */
export async function adminApi(request: Request, context: AppLoadContext) {
  const signedIn = await requireAdmin(request);
  return { ...signedIn, api: apiFor(request, context, { token: signedIn.token }) };
}

/**
 * A URL segment for a path parameter. ts-rest 3.52 pastes parameters into the path as they are, so a
 * visitor's `../services` or `x?page=2` in our URL would otherwise steer the call to another API route.
 */
export function pathParam(value: string | undefined): string {
  return encodeURIComponent(value ?? '');
}

/** The styled not-found page, with status 404. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** An answer no screen expects: a failure for the error boundary, logged with its status. */
export function unexpected(result: { status: number }): never {
  throw new Error(`The API answered ${result.status}`);
}

type ApiResult = { status: number; body: unknown };
type Success<R extends ApiResult> = Extract<R, { status: 200 | 201 }>;

/**
 * The not-found page when the API says the record named in the URL does not exist: a 404, or a 400 for a
 * malformed id, which names nothing either. Any other answer (none, when the API was away) goes on.
 */
export function notFoundOnMiss(result: { status: number } | null): void {
  if (result?.status === 404 || result?.status === 400) notFound();
}

/**
 * A success answer (200, or 201 for a create), with its headers: a file's are passed on. A 404 or 400
 * becomes the not-found page (`notFoundOnMiss`); any other status is unexpected.
 */
export function successOrNotFound<R extends ApiResult>(result: R): Success<R> {
  if (result.status === 200 || result.status === 201) return result as Success<R>;
  notFoundOnMiss(result);
  return unexpected(result);
}

/** The body of a success answer, as `successOrNotFound` finds it. */
export function bodyOrNotFound<R extends ApiResult>(result: R): Success<R>['body'] {
  return successOrNotFound(result).body;
}

/** What the API answered a call, for `formReply`: null when it gave no answer. */
export type ApiAnswer = { status: number } | null;
/** A form refused here, before the API was asked: its reply goes back as any refusal does. */
export const REFUSED_HERE: ApiAnswer = { status: 400 };

/** A form's reply as an action returns it: the reply alone, or with a status (`formReply`). */
export type Replied<T> = T | ReturnType<typeof data<T>>;

/**
 * A form's reply, with status 503 when the API gave no answer (away, out of time, or failing). React Router
 * loads no page data again after an action that answered 400 or more: from an API that is not answering,
 * that would have replaced the form, what was typed and the failure's sentence by the error page
 * (docs/decisions/258-api-answers-in-time.md).
 */
export function formReply<T>(reply: T, res: ApiAnswer | undefined): Replied<T> {
  // The web server names the wait of every 503 (server/status-headers.ts).
  return !res || res.status >= 500 ? data(reply, { status: 503 }) : reply;
}

/**
 * Runs one API call; a network failure (API down or out of time) becomes null, so the screen shows its
 * fallback message (docs/product-rules.md §8) instead of an error page, and the cause is logged for the
 * operator. A response the client threw (the end of a session, a forbidden page) goes on to React Router.
 */
export async function tryApi<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    // Logged where it was thrown (answerInTime).
    if (error instanceof ApiUnavailable) return null;
    if (error instanceof Response) throw error;
    console.error('API call failed:', error);
    return null;
  }
}
