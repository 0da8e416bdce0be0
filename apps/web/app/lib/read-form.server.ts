import { parseWithZod } from '@conform-to/zod';
import { data } from 'react-router';
import { z } from 'zod';

/**
 * The most a form without files may carry (docs/decisions/235-posted-forms-read-within-bounds.md): the
 * longest of ours (the planner's published figures) is about 4 KB.
 */
export const FORM_MAX_BYTES = 256 * 1024;

/**
 * The bytes of forms with files one web process may hold at once (docs/decisions/262-form-bodies-held-at-once.md):
 * such a body is held whole, in about three copies, from its first byte until its action is done with it.
 */
export class BodyBudget {
  private held = 0;

  constructor(readonly bytes: number) {}

  /** Takes `size` bytes of the budget; false, taking nothing, when they do not fit. */
  take(size: number): boolean {
    if (this.held + size > this.bytes) return false;
    this.held += size;
    return true;
  }

  give(size: number): void {
    this.held -= size;
  }

  get inUse(): number {
    return this.held;
  }
}

/** Visitors' forms with files (job applications, farm enquiries with photos): two full enquiries and more. */
export const visitorForms = new BodyBudget(128 * 1024 * 1024);
/**
 * The admins' editors, apart, so visitors' uploads never keep an admin from saving: above the largest of
 * them (a service with its video, about 151 MB), so one always fits.
 */
export const adminForms = new BodyBudget(160 * 1024 * 1024);

/** What a form with files reads as when this process already holds as many such bodies as its budget. */
export const BUSY = Symbol('busy');

/**
 * The posted form, read only up to `maxBytes`, or null when the body is larger. `request.formData()` would
 * hold any body whole in memory, so a 500 MB post could sit in this process before anything said no: the
 * declared length is checked first, and the stream itself is counted (a chunked body declares none). A body
 * that is no form (another content type, a broken multipart body) is the sender's mistake: a 400 answer.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData | null> {
  const { form } = await readCounted(request, maxBytes);
  return form === BUSY ? null : form;
}

/**
 * A form with files, read as readFormData reads it, handed to `use` while its bytes count against `budget`:
 * taken byte by byte as they arrive (a body declared but not sent holds nothing) and given back once `use`
 * is done with the form, however it ends. BUSY when the body would not fit: the rest of it, up to
 * `maxBytes`, is read and thrown away, so the answer reaches a browser that is still sending.
 */
export async function withFormData<T>(
  request: Request,
  maxBytes: number,
  budget: BodyBudget,
  use: (form: FormData | null | typeof BUSY) => Promise<T>,
): Promise<T> {
  const { form, held } = await readCounted(request, maxBytes, budget);
  try {
    return await use(form);
  } finally {
    budget.give(held);
  }
}

async function readCounted(
  request: Request,
  maxBytes: number,
  budget?: BodyBudget,
): Promise<{ form: FormData | null | typeof BUSY; held: number }> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!request.body) return { form: await parsed(request), held: 0 };
  const reader = request.body.getReader();
  if (declared > maxBytes) return { form: await discarded(reader, declared), held: 0 };
  let held = 0;
  try {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        budget?.give(held);
        held = 0;
        return { form: await discarded(reader), held: 0 };
      }
      if (budget) {
        if (!budget.take(value.byteLength)) {
          // Let go of what was kept before giving its bytes back: the rest may take long to arrive.
          chunks.length = 0;
          budget.give(held);
          held = 0;
          await discarded(reader, 0, maxBytes - total);
          return { form: BUSY, held: 0 };
        }
        held += value.byteLength;
      }
      chunks.push(value);
    }
    // The same request again, with the body now in hand, so the platform's own parser reads the form.
    const copy = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    return { form: await parsed(copy), held };
  } catch (error) {
    // A broken body (the sender gone) or no form at all: nothing of it is kept.
    budget?.give(held);
    throw error;
  }
}

/**
 * How much of a body over its cap is still read, and thrown away, so that the answer (a 413, or the form's
 * own message) reaches its sender on a connection that stays usable: a body left half read breaks the next
 * request on the same connection, and cancelling the read destroys the connection before the answer is
 * written. A body declared larger than this, or found to be, is left unread: the answer still goes out,
 * and the connection ends when its sender or the server's keep-alive timeout closes it.
 */
const DISCARD_MAX_BYTES = 8 * 1024 * 1024;

/** Reads the rest of a body without keeping it, within `limit` (DISCARD_MAX_BYTES by default): null. */
async function discarded(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  declared = 0,
  limit = DISCARD_MAX_BYTES,
): Promise<null> {
  let read = 0;
  while (declared <= limit && read <= limit) {
    const { done, value } = await reader.read();
    if (done) return null;
    read += value.byteLength;
  }
  reader.releaseLock();
  return null;
}

/**
 * The posted form of an action that takes no files, within `FORM_MAX_BYTES`. A larger body is answered
 * with 413 and one that is no form with 400, both by the error page; no form of ours comes near either.
 */
export async function readForm(request: Request): Promise<FormData> {
  const form = await readFormData(request, FORM_MAX_BYTES);
  if (!form) throw data(null, { status: 413, statusText: 'Content Too Large' });
  return form;
}

async function parsed(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400, statusText: 'Bad Request' });
  }
  if (!isFormOfOurs(form)) throw data(null, { status: 400, statusText: 'Bad Request' });
  return withLineFeeds(form);
}

/**
 * The most items a list of a form of ours holds (pictures, videos, crops, features): far below this. Conform
 * builds its values from the field names, so `x[4294967294]=1` would make a list of four billion places,
 * which the refused form's reply then sends back whole, taking the server for minutes.
 */
const LIST_INDEX_MAX = 99;
/**
 * The places all the lists of one form may span together: a body of many lists each named at its last
 * place (`a0[99]`, `a1[99]`, ...) would still make a reply of a hundred megabytes. Ours come to a few dozen.
 */
const LIST_PLACES_MAX = 2_000;

/**
 * Whether a posted form has the shape our forms post: list positions within LIST_INDEX_MAX, all of them
 * within LIST_PLACES_MAX, and Conform's own fields (`__intent__`, `__state__`) ones it can read. Anything
 * else comes from no page of ours, and Conform would throw on it (a 500) or spend the server on it: a 400.
 */
function isFormOfOurs(form: FormData): boolean {
  let places = 0;
  const fits = (position: unknown) => {
    if (typeof position !== 'number' || !Number.isInteger(position) || position < 0) return false;
    places += position + 1;
    return position <= LIST_INDEX_MAX && places <= LIST_PLACES_MAX;
  };
  const positionsFit = (name: string) =>
    [...name.matchAll(/\[(\d+)\]/g)].every((match) => fits(Number(match[1])));
  for (const [name, value] of form) {
    if (!positionsFit(name)) return false;
    // A list button's intent names its list and the places it moves: bounded as the names are.
    if (name === '__intent__' && typeof value === 'string' && value.includes('"payload"')) {
      const payload = (parsedJson(value) as { payload?: Record<string, unknown> } | undefined)?.payload ?? {};
      if (typeof payload.name === 'string' && !positionsFit(payload.name)) return false;
      for (const position of [payload.index, payload.from, payload.to])
        if (position !== undefined && !fits(position)) return false;
    }
  }
  // Conform's own reading of the form, as every action makes it: what it cannot read (an intent of no kind
  // it knows, a list button naming no list, state that is no JSON) is refused here.
  try {
    parseWithZod(form, { schema: z.any() });
    return true;
  } catch {
    return false;
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The form with each line break as one line feed. A browser sends a text area's line breaks as CR LF, two
 * characters, while its `maxlength` and the form's own checks in the page count one: a note of 199 letters
 * and a line break passed the page and was refused here as longer than 200.
 */
function withLineFeeds(form: FormData): FormData {
  const normalised = new FormData();
  for (const [name, value] of form) {
    if (typeof value === 'string') normalised.append(name, value.replace(/\r\n?/g, '\n'));
    else normalised.append(name, value);
  }
  return normalised;
}
