import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { type MessageCode, messageRef } from '@farm/contract';
import type { Request, Response } from 'express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import { ApiException, issueOf } from '../errors/error-body';
import { ThrottleService } from '../throttle/throttle.service';
import type { ReceivedFile } from './files.service';

/** The file field of a multipart route and the limits multer enforces while it reads the body. */
export interface UploadField {
  name: string;
  maxCount: number;
  /** Per file; multer stops reading a file past it, so an oversize body never sits in memory whole. */
  maxBytes: number;
  /** The answers for a file over `maxBytes` (413) and for more than `maxCount` files (400). */
  tooLarge: MessageCode;
  tooMany: MessageCode;
}

/** The files multer received for this request, in order (none for a body that was not multipart). */
export function uploadedFiles(req: Request): ReceivedFile[] {
  const files = (req as Request & { files?: unknown }).files;
  return Array.isArray(files) ? (files as ReceivedFile[]) : [];
}

/** Text fields a form may carry, and how long each may be: well above any form's, far below harm. */
const MAX_FIELDS = 60;
export const MAX_FIELD_BYTES = 16 * 1024;

/** The sentences Nest gives multer's refusals (multer's own, with the field after " - "). */
const TOO_MANY_FILES = 'Too many files';
const UNEXPECTED_FILE = 'Unexpected file field';
const FIELD_TOO_LONG = 'Field value too long';

/** The field a refusal of multer's names (after " - "), cut to a length an issue path may have. */
function fieldNamed(message: string): string | undefined {
  return / - ([\s\S]+)$/.exec(message)?.[1]?.slice(0, 100);
}

/**
 * The plain errors busboy throws when it is made for a request whose type it cannot read (multer takes
 * every multipart type, `multipart/mixed` included, as its own), which Nest passes on as they are. The
 * edge refuses those types first (edge/unreadable-bodies.ts); these sentences are the sign left should
 * one still arrive.
 */
const UNREADABLE_TYPE = /^(Unsupported content type|Malformed content type|Missing Content-Type)\b/;

function refusal(status: 400 | 413, code: MessageCode, path: string): ApiException {
  return new ApiException(status, code, undefined, [issueOf(path, messageRef(code))]);
}

/**
 * Nest's multer interceptor for one file field, with files kept in memory (bounded by the limits) and
 * multer's refusals turned into our coded answers. After the body is parsed it counts the e-mail the
 * form names against the rate limit, which the guard could not see in a multipart body.
 */
export function UploadInterceptor(field: UploadField): Type<NestInterceptor> {
  const Multer = FilesInterceptor(field.name, field.maxCount, {
    // Files stay in memory, bounded by the limits below, until they are checked and stored in GridFS:
    // nothing a visitor sends touches the disk.
    storage: memoryStorage(),
    // The full name the client sent, so a name with a path in it can be refused rather than trimmed.
    preservePath: true,
    // Browsers send file names as UTF-8 (an Arabic CV name); multer's default reads them as Latin-1.
    defParamCharset: 'utf8',
    limits: {
      fileSize: field.maxBytes,
      files: field.maxCount,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + field.maxCount,
    },
  });

  @Injectable()
  class Upload implements NestInterceptor {
    private readonly multer: NestInterceptor = new Multer();

    constructor(private readonly throttle: ThrottleService) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      let handled: Observable<unknown>;
      try {
        // Resolves once multer has read the body; the handler runs only when the result is subscribed.
        handled = (await this.multer.intercept(context, next)) as Observable<unknown>;
      } catch (error) {
        throw this.refusalOf(error);
      }
      const http = context.switchToHttp();
      await this.throttle.countParsedBody(http.getRequest<Request>(), http.getResponse<Response>());
      return handled;
    }

    /**
     * A file over its size is 413 with the form's own sentence (Nest keeps that meaning in the status); too
     * many files, a file in another field and a text field over its length are named by multer's sentence,
     * the last two with the field they concern; any other broken limit or malformed body is a plain invalid
     * request. A body of a multipart type the parser cannot read is 415, as the edge answers any body of a
     * type the API does not read.
     */
    private refusalOf(error: unknown): unknown {
      if (error instanceof Error && !(error instanceof HttpException) && UNREADABLE_TYPE.test(error.message))
        return new UnsupportedMediaTypeException();
      if (!(error instanceof HttpException)) return error;
      const message = error.message;
      if (error.getStatus() === 413) return refusal(413, field.tooLarge, field.name);
      if (message.startsWith(TOO_MANY_FILES)) return refusal(400, field.tooMany, field.name);
      if (message.startsWith(UNEXPECTED_FILE))
        return refusal(400, 'unexpectedFile', fieldNamed(message) ?? field.name);
      if (message.startsWith(FIELD_TOO_LONG)) return refusal(400, 'fieldTooLong', fieldNamed(message) ?? '');
      if (error.getStatus() === 400) return new ApiException(400, 'invalidRequest');
      return error;
    }
  }
  return mixin(Upload);
}
