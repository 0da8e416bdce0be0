import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { errorBody } from '../errors/error-body';

/**
 * A CSV stream as a handler's body (docs/decisions/270-csv-exports-for-spreadsheets.md). If the stream fails
 * before anything was sent, the answer is the ordinary 500 with the error body every failure has. Once rows
 * are on their way, the answer is cut off instead: ending it would make a partial file look complete.
 */
export function csvFile(stream: Readable): StreamableFile {
  const file = new StreamableFile(stream);
  return file.setErrorHandler((error, reply) => {
    file.errorLogger(error);
    // The API runs on Nest's Express platform: the handler is given Express's response.
    const res = reply as unknown as Response;
    if (res.destroyed) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.removeHeader('content-disposition');
    res
      .status(500)
      .type('application/json')
      .send(JSON.stringify(errorBody(500, 'internalError')));
  });
}
