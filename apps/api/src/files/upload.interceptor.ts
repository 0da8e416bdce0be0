import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { type MessageCode, messageRef } from '@farm/contract';
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { ApiException, issueOf } from '../errors/error-body';
import { RequestThrottle } from '../throttle/request-throttle';
import type { ReceivedFile } from './files.service';

/** The file field of a multipart route and the limits enforced while the body is read. */
export interface UploadField {
  name: string;
  maxCount: number;
  /** Per file; reading stops past it, so an oversize body never sits in memory whole. */
  maxBytes: number;
  /** The answers for a file over `maxBytes` (413) and for more than `maxCount` files (400). */
  tooLarge: MessageCode;
  tooMany: MessageCode;
}

/** A request whose multipart body an upload interceptor has read: the files of its field, in order. */
export type UploadRequest = FastifyRequest & { uploaded?: ReceivedFile[] };

/** The files an upload interceptor received for this request (none for a body that was not multipart). */
export function uploadedFiles(req: FastifyRequest): ReceivedFile[] {
  return (req as UploadRequest).uploaded ?? [];
}

/** Text fields a form may carry, and how long each may be: well above any form's, far below harm. */
const MAX_FIELDS = 60;
const MAX_FIELD_BYTES = 16 * 1024;

function refusal(status: 400 | 413, code: MessageCode, path: string): ApiException {
  return new ApiException(status, code, undefined, [issueOf(path, messageRef(code))]);
}

/**
 * Reads a multipart body for one file field: its text fields become the body (a repeated name becomes a
 * list), its files are kept in memory (bounded by the limits) for the handler, and every other way the
 * body breaks a limit or the form's shape is one of our coded answers. After the body is read it counts
 * the e-mail the form names against the rate limit, which the guard could not see in a multipart body.
 * A body that is not multipart (JSON) passes through as the parser read it.
 */
export function UploadInterceptor(field: UploadField): Type<NestInterceptor> {
  @Injectable()
  class Upload implements NestInterceptor {
    constructor(private readonly throttle: RequestThrottle) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<UploadRequest>();
      if (req.isMultipart()) await this.read(req);
      await this.throttle.countParsedBody(req, http.getResponse<FastifyReply>());
      return next.handle();
    }

    private async read(req: UploadRequest): Promise<void> {
      const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      const files: ReceivedFile[] = [];
      const parts = req.parts({
        // The full name the client sent, so a name with a path in it can be refused rather than trimmed.
        preservePath: true,
        limits: {
          fileSize: field.maxBytes,
          // One more than the form takes, so the extra file is seen and refused by name below.
          files: field.maxCount + 1,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: MAX_FIELDS + field.maxCount + 1,
        },
      });
      try {
        for await (const part of parts) {
          if (part.type === 'file') {
            files.push(await this.fileOf(part, files.length));
          } else {
            if (part.valueTruncated || part.fieldnameTruncated) throw new ApiException(400, 'invalidRequest');
            add(body, part.fieldname, part.value);
          }
        }
      } catch (error) {
        // The rest of the body is read and dropped, so the client, still sending, gets the answer.
        req.raw.resume();
        throw this.refusalOf(error);
      }
      req.body = body;
      req.uploaded = files;
    }

    private async fileOf(part: Multipart & { type: 'file' }, received: number): Promise<ReceivedFile> {
      if (part.fieldname !== field.name) {
        throw refusal(400, 'unexpectedFile', part.fieldname.slice(0, 100) || field.name);
      }
      if (received === field.maxCount) throw refusal(400, field.tooMany, field.name);
      return { buffer: await part.toBuffer(), originalname: part.filename };
    }

    /**
     * A file over its size is 413 with the form's own sentence; any other broken limit or malformed body
     * is a plain invalid request.
     */
    private refusalOf(error: unknown): unknown {
      if (error instanceof ApiException) return error;
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return refusal(413, field.tooLarge, field.name);
      if (code === 'FST_FILES_LIMIT') return refusal(400, field.tooMany, field.name);
      if (error instanceof Error) return new ApiException(400, 'invalidRequest');
      return error;
    }
  }
  return mixin(Upload);
}

/** A field into the body; a name sent twice or more gives the list of its values, in order. */
function add(body: Record<string, unknown>, name: string, value: unknown): void {
  const current = body[name];
  if (current === undefined) body[name] = value;
  else if (Array.isArray(current)) current.push(value);
  else body[name] = [current, value];
}
