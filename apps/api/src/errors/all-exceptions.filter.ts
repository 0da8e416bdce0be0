import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { MessageCode } from '@farm/contract';
import { RequestValidationError } from '@ts-rest/nest';
import type { Request, Response } from 'express';
import { pathOf } from '../logging/logging.module';
import { requestIdOf } from '../request-id/request-id';
import { allowedMethods } from './allowed-methods';
import { ApiException, errorBody, type ErrorBody, TryLaterException } from './error-body';
import {
  issuesBesideBody,
  requestValidationIssues,
  summariseIssues,
  wholeBodyRefusal,
} from './validation-issues';

/** Turns every failure into the one error body; unexpected ones are logged with the request id. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const body = this.toBody(exception, req, res);
    // How long to wait: as the refusal knows it, else half a minute for a service that is away for now.
    if (exception instanceof TryLaterException && !res.headersSent)
      res.setHeader('retry-after', String(exception.retryAfterSeconds));
    else if (body.statusCode === 503 && !res.headersSent && !res.hasHeader('retry-after'))
      res.setHeader('retry-after', '30');
    if (res.headersSent) {
      // A stream failed mid-response: the status is gone, so end the connection instead.
      res.destroy();
      return;
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, req: Request, res: Response): ErrorBody {
    if (exception instanceof RequestValidationError) {
      // No body, or a body that is no object: said of the request, not of a field it lacks (with what else
      // the request has wrong, a bad path parameter say).
      const wholeBody = wholeBodyRefusal(exception);
      if (wholeBody) {
        const besides = issuesBesideBody(exception);
        return errorBody(400, wholeBody, undefined, besides.length > 0 ? besides : undefined);
      }
      const issues = requestValidationIssues(exception, req);
      const summary = summariseIssues(issues);
      return { statusCode: 400, code: 'invalidRequest', message: summary, error: summary, issues };
    }
    if (exception instanceof ApiException) {
      return errorBody(exception.getStatus(), exception.code, exception.params, exception.issues);
    }
    if (exception instanceof NotFoundException && isUnrouted(exception)) {
      // An address that exists under other methods is a wrong method, not a missing page.
      const allowed = allowedMethods(req);
      if (allowed.length === 0) return errorBody(404, 'notFound');
      res.setHeader('allow', allowed.join(', '));
      return errorBody(405, 'methodNotAllowed');
    }
    if (exception instanceof HttpException) {
      if (isMalformedJson(exception)) return errorBody(400, 'malformedJson');
      return errorBody(exception.getStatus(), codeForStatus(exception.getStatus()));
    }
    const clientError = clientErrorOf(exception);
    if (clientError) return errorBody(clientError.status, clientError.code);
    const requestId = requestIdOf(req);
    const path = pathOf(req.originalUrl);
    const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
    // The fields first, as the request log has them, so the failure is found by its request id.
    this.logger.error(
      { requestId, req: { method: req.method, path } },
      `[${requestId}] ${req.method} ${path} failed: ${detail}`,
    );
    return errorBody(500, 'internalError');
  }
}

/** Nest's answer for an address no route serves ("Cannot GET /api/x"), as opposed to a handler's 404. */
function isUnrouted(exception: NotFoundException): boolean {
  return exception.message.startsWith('Cannot ');
}

/**
 * Nest's own exceptions (a payload too large, say) carry English meant for developers: the client gets
 * the catalogue's sentence for the status instead.
 */
function codeForStatus(status: number): MessageCode {
  switch (status) {
    case 401:
      return 'loginRequired';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 405:
      return 'methodNotAllowed';
    case 413:
      return 'payloadTooLarge';
    case 429:
      return 'tooManyRequests';
    default:
      return status >= 500 ? 'internalError' : 'badRequest';
  }
}

/**
 * Nest rewraps body-parser's SyntaxError as a BadRequestException carrying only its message, so the JSON
 * parser's wording is the one sign left. Our own code never raises a 400 that mentions JSON.
 */
function isMalformedJson(exception: HttpException): boolean {
  if (exception.getStatus() !== 400) return false;
  const response = exception.getResponse();
  const message =
    typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? '');
  return /\bJSON\b/.test(message);
}

/**
 * Errors raised by Express middleware (body-parser: malformed JSON, a body over the limit, a charset it
 * cannot read) carry a 4xx status meant for the client (`expose`); anything else stays a 500.
 */
function clientErrorOf(exception: unknown): { status: number; code: MessageCode } | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, statusCode, expose, type } = exception as Record<string, unknown>;
  const code = typeof status === 'number' ? status : statusCode;
  if (typeof code !== 'number' || code < 400 || code > 499 || expose !== true) return undefined;
  if (type === 'entity.parse.failed') return { status: code, code: 'malformedJson' };
  return { status: code, code: codeForStatus(code) };
}
