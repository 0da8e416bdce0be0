import {
  type ArgumentsHost,
  BadRequestException,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { tooLong } from '@farm/contract';
import { RequestValidationError } from '@ts-rest/nest';
import { z } from 'zod';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { ApiException, TryLaterException } from './error-body';

/** An error as body-parser raises it: a status meant for the client (`expose`) and its kind. */
function bodyParserError(status: number, type: string): Error {
  return Object.assign(new Error('body-parser'), { status, statusCode: status, expose: true, type });
}

/** A request the filter answers: by default a GET with no body; `request` adds a body and its type. */
function fakeHost(headersSent = false, request: { headers?: Record<string, string>; body?: unknown } = {}) {
  const sent: { status?: number; body?: unknown; destroyed?: boolean; headers?: Record<string, string> } = {};
  const headers: Record<string, string> = {};
  const res = {
    headersSent,
    setHeader(name: string, value: string) {
      headers[name] = value;
      sent.headers = headers;
    },
    hasHeader: (name: string) => name in headers,
    destroy() {
      sent.destroyed = true;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const req = { id: 'req-1', method: 'GET', originalUrl: '/api/products?search=x', ...request };
  const host = {
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ArgumentsHost;
  return { host, sent };
}

describe('AllExceptionsFilter', () => {
  const filter = new AllExceptionsFilter();

  it('turns ts-rest validation errors into 400 with dotted issue paths, each with its code', () => {
    const query = z
      .object({ page: z.number().min(1), shipping: z.object({ city: z.string().max(3, tooLong(3)) }) })
      .safeParse({ page: 0, shipping: { city: 'Dubai' } });
    const { host, sent } = fakeHost();
    filter.catch(new RequestValidationError(null, null, query.success ? null : query.error, null), host);
    expect(sent.status).toBe(400);
    const summary =
      'page: Number must be greater than or equal to 1; shipping.city: Must be at most 3 characters.';
    expect(sent.body).toEqual({
      statusCode: 400,
      code: 'invalidRequest',
      message: summary,
      error: summary,
      issues: [
        // zod's own words have no code of ours: the generic one, with zod's sentence.
        { path: 'page', code: 'invalidRequest', message: 'Number must be greater than or equal to 1' },
        {
          path: 'shipping.city',
          code: 'tooLong',
          params: { max: 3 },
          message: 'Must be at most 3 characters.',
        },
      ],
    });
  });

  describe('a body that is not there, or no object', () => {
    const form = z.object({ name: z.string({ required_error: 'required' }), crops: z.array(z.string()) });
    /** What the filter answers for a request whose body `form` refused. */
    function answerTo(body: unknown, request: Parameters<typeof fakeHost>[1] = { body }) {
      const result = form.safeParse(body);
      const { host, sent } = fakeHost(false, request);
      filter.catch(new RequestValidationError(null, null, null, result.success ? null : result.error), host);
      return sent;
    }

    it('says the request has no body, rather than "Required" at no field', () => {
      expect(answerTo(undefined)).toEqual({
        status: 400,
        body: {
          statusCode: 400,
          code: 'bodyMissing',
          message: 'The request has no body.',
          error: 'The request has no body.',
        },
      });
    });

    it('names what else the request has wrong beside its missing body', () => {
      const params = z.object({ id: z.string().length(24, 'invalidId') }).safeParse({ id: 'abc' });
      const { host, sent } = fakeHost(false, { body: undefined });
      const body = form.safeParse(undefined);
      filter.catch(
        new RequestValidationError(
          params.success ? null : params.error,
          null,
          null,
          body.success ? null : body.error,
        ),
        host,
      );
      expect(sent.body).toMatchObject({ code: 'bodyMissing', issues: [{ path: 'id', code: 'invalidId' }] });
    });

    it.each([[null], [[]], ['text'], [7]])('says a body of %j must be a JSON object', (body) => {
      expect(answerTo(body).body).toEqual({
        statusCode: 400,
        code: 'bodyNotObject',
        message: 'The request body must be a JSON object.',
        error: 'The request body must be a JSON object.',
      });
    });

    it('still names the fields of an object that lacks them', () => {
      expect(answerTo({}).body).toMatchObject({
        code: 'invalidRequest',
        issues: [
          { path: 'name', code: 'required' },
          { path: 'crops', code: 'invalidRequest' },
        ],
      });
    });
  });

  describe('a form that repeats a field', () => {
    const form = z.object({
      name: z.string({ invalid_type_error: 'required' }),
      // A list refuses the same choice twice, as the contract's `choices` rule does.
      crops: z.array(z.string()).refine((list) => new Set(list).size === list.length, 'invalidChoice'),
    });
    const repeated = { name: ['Omar', 'Sara'], crops: ['basil', 'mint'] };
    function answerTo(type: string, body: Record<string, unknown>) {
      const result = form.safeParse(body);
      const { host, sent } = fakeHost(false, { headers: { 'content-type': type }, body });
      filter.catch(new RequestValidationError(null, null, null, result.success ? null : result.error), host);
      return sent.body as { message: string; issues: unknown[] };
    }

    it.each(['multipart/form-data; boundary=zz', 'application/x-www-form-urlencoded'])(
      'says which field was sent more than once (%s), and leaves a list it takes alone',
      (type) => {
        const body = answerTo(type, repeated);
        expect(body.message).toBe('name: This field was sent more than once.');
        expect(body.issues).toEqual([
          { path: 'name', code: 'fieldRepeated', message: 'This field was sent more than once.' },
        ]);
      },
    );

    it("keeps a list's own refusal of what the repeated fields held", () => {
      const body = answerTo('multipart/form-data; boundary=zz', { name: 'Omar', crops: ['basil', 'basil'] });
      expect(body.issues).toEqual([
        { path: 'crops', code: 'invalidChoice', message: 'Please choose one of the listed options.' },
      ]);
    });

    it("keeps the rule's own words for a list sent in JSON, which was sent once", () => {
      expect(answerTo('application/json', repeated).issues).toEqual([
        { path: 'name', code: 'required', message: 'Required' },
      ]);
    });
  });

  it('answers an ApiException with its code, parameters and English sentence', () => {
    const { host, sent } = fakeHost();
    filter.catch(new ApiException(413, 'fileTooLarge', { maxMb: 5 }), host);
    expect(sent).toEqual({
      status: 413,
      body: {
        statusCode: 413,
        code: 'fileTooLarge',
        params: { maxMb: 5 },
        message: 'File is larger than 5 MB',
        error: 'File is larger than 5 MB',
      },
    });
  });

  it('says how long to wait: as a rate limit knows it, else half a minute for a service away for now', () => {
    const limited = fakeHost();
    filter.catch(new TryLaterException(429, 'tooManyPasswordTries', 840), limited.host);
    expect(limited.sent).toMatchObject({ status: 429, headers: { 'retry-after': '840' } });
    const away = fakeHost();
    filter.catch(new ApiException(503, 'serviceUnavailable'), away.host);
    expect(away.sent).toMatchObject({ status: 503, headers: { 'retry-after': '30' } });
    const refused = fakeHost();
    filter.catch(new ApiException(409, 'addressLimit'), refused.host);
    expect(refused.sent.headers).toBeUndefined();
  });

  it("gives Nest's own exceptions the catalogue's sentence for their status, not their developer text", () => {
    const { host, sent } = fakeHost();
    filter.catch(new NotFoundException('Cannot GET /api/nothing'), host);
    expect(sent).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'notFound', message: 'Not found', error: 'Not found' },
    });
  });

  it('passes on the client errors body-parser raises while reading a request', () => {
    const { host, sent } = fakeHost();
    filter.catch(bodyParserError(413, 'entity.too.large'), host);
    expect(sent).toEqual({
      status: 413,
      body: {
        statusCode: 413,
        code: 'payloadTooLarge',
        message: 'The request is too large',
        error: 'The request is too large',
      },
    });
  });

  it('answers malformed JSON with a fixed sentence that does not echo the body', () => {
    const { host, sent } = fakeHost();
    filter.catch(bodyParserError(400, 'entity.parse.failed'), host);
    expect(sent.body).toEqual({
      statusCode: 400,
      code: 'malformedJson',
      message: 'The request body is not valid JSON',
      error: 'The request body is not valid JSON',
    });
  });

  it('answers a body of a type no route reads, and a charset body-parser cannot read, as client errors', () => {
    const unknownType = fakeHost();
    filter.catch(new HttpException('Unsupported Media Type', 415), unknownType.host);
    expect(unknownType.sent).toMatchObject({ status: 415, body: { statusCode: 415, code: 'badRequest' } });
    const charset = fakeHost();
    filter.catch(bodyParserError(415, 'charset.unsupported'), charset.host);
    expect(charset.sent).toMatchObject({ status: 415, body: { statusCode: 415 } });
  });

  it('keeps a 4xx status on an error of our own code a 500: only the request reader speaks for the client', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, sent } = fakeHost();
    filter.catch(Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 }), host);
    expect(sent.status).toBe(500);
    logged.mockRestore();
  });

  it('recognises malformed JSON after Nest rewrapped it as a BadRequestException', () => {
    const { host, sent } = fakeHost();
    filter.catch(new BadRequestException('Unexpected token \'}\', "{"password":}" is not valid JSON'), host);
    expect(sent.body).toMatchObject({ message: 'The request body is not valid JSON' });
  });

  it('answers anything else with a bare 500 and logs it with the request id', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, sent } = fakeHost();
    filter.catch(new TypeError("Cannot read properties of undefined (reading 'x')"), host);
    expect(sent).toEqual({
      status: 500,
      body: {
        statusCode: 500,
        code: 'internalError',
        message: 'Internal server error',
        error: 'Internal server error',
      },
    });
    expect(logged.mock.calls[0]?.[0]).toEqual({
      requestId: 'req-1',
      req: { method: 'GET', path: '/api/products' },
    });
    expect(String(logged.mock.calls[0]?.[1])).toContain('[req-1] GET /api/products failed: TypeError');
    logged.mockRestore();
  });

  it('ends the connection when the failure comes after the headers went out', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, sent } = fakeHost(true);
    filter.catch(new Error('stream broke'), host);
    expect(sent).toEqual({ destroyed: true });
    logged.mockRestore();
  });
});
