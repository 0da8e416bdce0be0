import { describe, expect, it } from 'vitest';
import {
  BodyBudget,
  BUSY,
  FORM_MAX_BYTES,
  readForm,
  readFormData,
  withFormData,
} from '#app/lib/read-form.server';

function post(form: FormData, headers: Record<string, string> = {}) {
  return new Request('http://farm.test/career', { method: 'POST', body: form, headers });
}

describe('readFormData', () => {
  it('reads a form within the cap', async () => {
    const form = new FormData();
    form.append('fullName', 'Omar');
    form.append('resume', new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    const read = await readFormData(post(form), 10_000);
    expect(read?.get('fullName')).toBe('Omar');
    expect((read?.get('resume') as File).name).toBe('cv.pdf');
  });

  it('refuses a body over the cap, by its declared length or by counting', async () => {
    const form = new FormData();
    form.append('resume', new File([new Uint8Array(5000)], 'cv.pdf'));
    expect(await readFormData(post(form, { 'content-length': '999999' }), 1000)).toBeNull();
    // A streamed body declares no length: it is counted as it arrives.
    const streamed = new Request('http://farm.test/career', {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 10; i += 1) controller.enqueue(new Uint8Array(500));
          controller.close();
        },
      }),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(await readFormData(streamed, 1000)).toBeNull();
  });

  it('reads the rest of a body over its cap without keeping it, and leaves a huge one unread', async () => {
    // How far a sender's body was pulled: to its end, so the connection stays usable for the answer.
    const streamOf = (chunks: number, size: number, declared?: number) => {
      const seen = { pulled: 0, cancelled: false };
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (seen.pulled === chunks) controller.close();
          else {
            seen.pulled += 1;
            controller.enqueue(new Uint8Array(size));
          }
        },
        cancel() {
          seen.cancelled = true;
        },
      });
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
      if (declared !== undefined) headers['content-length'] = String(declared);
      const request = new Request('http://farm.test/login', {
        method: 'POST',
        body,
        headers,
        duplex: 'half',
      } as RequestInit);
      return { request, seen };
    };
    const chunked = streamOf(40, 64 * 1024);
    expect(await readFormData(chunked.request, 100_000)).toBeNull();
    expect(chunked.seen).toEqual({ pulled: 40, cancelled: false });
    // Declared: 5 MB is read to its end too.
    const declared = streamOf(80, 64 * 1024, 80 * 64 * 1024);
    expect(await readFormData(declared.request, 100_000)).toBeNull();
    expect(declared.seen).toEqual({ pulled: 80, cancelled: false });
    // 64 MB, chunked: reading stops past 8 MB. Declared: nothing is read. Neither is cancelled, which would
    // end the connection before the answer is written.
    const huge = streamOf(1024, 64 * 1024);
    expect(await readFormData(huge.request, 100_000)).toBeNull();
    expect(huge.seen.pulled).toBeLessThan(200);
    expect(huge.seen.cancelled).toBe(false);
    const hugeDeclared = streamOf(1024, 64 * 1024, 1024 * 64 * 1024);
    expect(await readFormData(hugeDeclared.request, 100_000)).toBeNull();
    expect(hugeDeclared.seen.pulled).toBeLessThan(4);
    expect(hugeDeclared.seen.cancelled).toBe(false);
  });

  it('answers a body that is no form with 400, whatever its type says', async () => {
    const raw = (body: string, type: string) =>
      new Request('http://farm.test/login', { method: 'POST', body, headers: { 'content-type': type } });
    for (const request of [
      raw('{"email":"a@b.c"}', 'application/json'),
      raw('email=a@b.c', 'text/plain'),
      raw('email=a@b.c', 'multipart/form-data; boundary=zzz'),
      new Request('http://farm.test/login', { method: 'POST' }),
    ]) {
      const refusal: unknown = await readFormData(request, 10_000).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ init: { status: 400 } });
    }
  });
});

describe('readForm', () => {
  const login = (body: string) =>
    new Request('http://farm.test/login', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('reads a form without files', async () => {
    expect((await readForm(login('email=a%40b.c&password=x'))).get('email')).toBe('a@b.c');
  });

  it('reads a line break as one line feed, as the page counted it', async () => {
    const note = `${'a'.repeat(10)}\r\n${'b'.repeat(10)}\rc`;
    const read = await readForm(login(new URLSearchParams({ note }).toString()));
    expect(read.get('note')).toBe(`${'a'.repeat(10)}\n${'b'.repeat(10)}\nc`);
  });

  it('answers a body past its cap with 413, before it is parsed', async () => {
    const refusal: unknown = await readForm(login(`email=${'a'.repeat(FORM_MAX_BYTES)}`)).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ init: { status: 413 } });
  });
});

describe('a form no page of ours posts', () => {
  const statusOf = async (fields: [string, string][]) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    try {
      await readForm(post(form));
      return 200;
    } catch (answer) {
      return (answer as { init?: { status?: number } }).init?.status;
    }
  };

  it('is refused with 400: a list position of billions, or Conform fields it would throw on', async () => {
    expect(await statusOf([['x[4294967294]', '1']])).toBe(400);
    expect(await statusOf([['image[2].url[1000]', '1']])).toBe(400);
    expect(await statusOf([['__state__', 'x']])).toBe(400);
    expect(await statusOf([['__intent__', '{"type":"x"}']])).toBe(400);
    expect(
      await statusOf([['__intent__', '{"type":"insert","payload":{"name":"images","index":4294967294}}']]),
    ).toBe(400);
    expect(await statusOf([['__intent__', '{"type":"remove","payload":{"name":"crops[5000]"}}']])).toBe(400);
    // Intents Conform knows by name but cannot carry out, which it throws on.
    expect(await statusOf([['__intent__', '{"type":"validate"}']])).toBe(400);
    expect(await statusOf([['__intent__', '{"type":"insert","payload":{}}']])).toBe(400);
    expect(
      await statusOf([
        ['email', 'a@farm.ae'],
        ['__intent__', '{"type":"remove","payload":{"name":"email","index":0}}'],
      ]),
    ).toBe(400);
    // Many lists each named at a far place: within each list's bound, not within the form's.
    expect(await statusOf(Array.from({ length: 100 }, (_, n): [string, string] => [`a${n}[99]`, '1']))).toBe(
      400,
    );
  });

  it('is not what our own forms post: lists, list buttons and Conform state pass', async () => {
    expect(
      await statusOf([
        ['images[0].url', '/api/files/a'],
        ['crops', 'basil'],
      ]),
    ).toBe(200);
    expect(await statusOf([['__intent__', '{"type":"remove","payload":{"name":"videos","index":2}}']])).toBe(
      200,
    );
    expect(
      await statusOf([['__intent__', '{"type":"reorder","payload":{"name":"images","from":0,"to":3}}']]),
    ).toBe(200);
    expect(await statusOf([['__state__', '{"validated":{}}']])).toBe(200);
  });

  it('counts a form with files against its budget while its action uses it: BUSY past it, nothing kept', async () => {
    const budget = new BodyBudget(3000);
    const withFile = () => {
      const form = new FormData();
      form.append('resume', new File([new Uint8Array(1200)], 'cv.pdf'));
      return post(form);
    };
    const seen: unknown[] = [];
    let finish = () => {};
    const inUse = new Promise<void>((resolve) => (finish = resolve));
    // Two actions hold their forms at once; a third does not fit, and takes nothing.
    const first = withFormData(withFile(), 100_000, budget, async (form) => {
      seen.push(form);
      await inUse;
    });
    await expect.poll(() => seen.length).toBe(1);
    const held = budget.inUse;
    expect(held).toBeGreaterThan(1200);
    await withFormData(withFile(), 100_000, budget, async (form) => {
      expect(form).toBeInstanceOf(FormData);
      expect(await withFormData(withFile(), 100_000, budget, async (third) => third)).toBe(BUSY);
      expect(budget.inUse).toBe(2 * held);
    });
    // Given back when the action is done with it, however it ends.
    expect(budget.inUse).toBe(held);
    finish();
    await first;
    expect(budget.inUse).toBe(0);
    await expect(
      withFormData(withFile(), 100_000, budget, async () => Promise.reject(new Error('API down'))),
    ).rejects.toThrow('API down');
    expect(budget.inUse).toBe(0);
    expect(seen[0]).toBeInstanceOf(FormData);
  });

  it('gives back what a body held when it turns out to be no form', async () => {
    const budget = new BodyBudget(10_000);
    const request = new Request('http://farm.test/career', {
      method: 'POST',
      body: 'not a multipart body at all',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    await expect(withFormData(request, 100_000, budget, async (form) => form)).rejects.toBeDefined();
    expect(budget.inUse).toBe(0);
  });
});
