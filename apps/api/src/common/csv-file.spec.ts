import { Readable } from 'node:stream';
import type { Response } from 'express';
import { csvFile } from './csv-file';

/** The parts of Express's response the error handler touches. */
function fakeResponse(headersSent: boolean) {
  const res = {
    destroyed: false,
    headersSent,
    headers: { 'content-disposition': 'attachment; filename="x.csv"' } as Record<string, string>,
    statusCode: 200,
    body: undefined as string | undefined,
    destroy: jest.fn(),
    removeHeader(name: string) {
      delete res.headers[name];
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    type(value: string) {
      res.headers['content-type'] = value;
      return res;
    },
    send(body: string) {
      res.body = body;
      return res;
    },
  };
  return res;
}

describe('a CSV file sent as a stream', () => {
  const failing = () => {
    const file = csvFile(Readable.from([]));
    file.setErrorLogger(() => undefined);
    return file;
  };

  it('answers a failure before anything was sent with the error body every failure has', () => {
    const res = fakeResponse(false);
    failing().errorHandler(new Error('connection lost'), res as unknown as Response);
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json');
    expect(JSON.parse(res.body!)).toMatchObject({ statusCode: 500, code: 'internalError' });
    expect(res.destroy).not.toHaveBeenCalled();
  });

  it('cuts the answer off after its first bytes, so a partial file never looks complete', () => {
    const res = fakeResponse(true);
    failing().errorHandler(new Error('connection lost'), res as unknown as Response);
    expect(res.destroy).toHaveBeenCalled();
    expect(res.body).toBeUndefined();
  });
});
