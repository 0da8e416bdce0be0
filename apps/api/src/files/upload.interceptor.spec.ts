import { HttpException } from '@nestjs/common';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Readable } from 'node:stream';
import { of } from 'rxjs';
import { ApiException } from '../errors/error-body';
import type { ThrottleService } from '../throttle/throttle.service';
import { MAX_FIELD_BYTES, UploadInterceptor } from './upload.interceptor';

/** The interceptor of a photo field, as an admin upload route has it, with a rate limit that counts nothing. */
function photoUpload() {
  const Upload = UploadInterceptor({
    name: 'images',
    maxCount: 5,
    maxBytes: 1024,
    tooLarge: 'photoSize',
    tooMany: 'tooManyFiles',
  });
  const throttle = { countParsedBody: jest.fn(async () => undefined) } as unknown as ThrottleService;
  return new Upload(throttle);
}

/** What the interceptor refuses a request of `type` with (multer reads the request as a stream), empty by default. */
async function refusalOf(type: string, body = Buffer.alloc(0)): Promise<unknown> {
  const req = Object.assign(Readable.from(body.length > 0 ? [body] : []), {
    headers: { 'content-type': type, 'content-length': String(body.length) },
  });
  const context = {
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
  const next: CallHandler = { handle: () => of(null) };
  try {
    await photoUpload().intercept(context, next);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('the upload interceptor', () => {
  it.each([
    'multipart/mixed; boundary=zz',
    'multipart/related; boundary=zz',
    'multipart/form-datax; boundary=zz',
  ])('answers a multipart type the parser cannot read (%s) with 415, not a 500', async (type) => {
    const error = await refusalOf(type);
    expect(error).toBeInstanceOf(HttpException);
    expect((error as HttpException).getStatus()).toBe(415);
  });

  it('answers a form without its boundary as an invalid request', async () => {
    const error = await refusalOf('multipart/form-data');
    expect(error).toBeInstanceOf(ApiException);
    expect(error).toMatchObject({ code: 'invalidRequest' });
    expect((error as ApiException).getStatus()).toBe(400);
  });

  it('names a text field over its length, with the sentence that says so', async () => {
    const body = Buffer.from(
      [
        '--zz',
        'Content-Disposition: form-data; name="fullName"',
        '',
        'Omar Saeed',
        '--zz',
        'Content-Disposition: form-data; name="message"',
        '',
        'a'.repeat(MAX_FIELD_BYTES + 1),
        '--zz--',
        '',
      ].join('\r\n'),
    );
    const error = await refusalOf('multipart/form-data; boundary=zz', body);
    expect(error).toBeInstanceOf(ApiException);
    expect((error as ApiException).getStatus()).toBe(400);
    expect(error).toMatchObject({
      code: 'fieldTooLong',
      issues: [{ path: 'message', code: 'fieldTooLong', message: 'This text is too long.' }],
    });
  });
});
