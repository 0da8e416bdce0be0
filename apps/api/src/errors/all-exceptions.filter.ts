import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { MessageCode } from '@farm/contract';
import { RequestValidationError } from '@ts-rest/nest';
import { errorCodes } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../logging/logging.module';
import { ApiException, errorBody, type ErrorBody } from './error-body';
import { requestValidationIssues, summariseIssues } from './validation-issues';

/** Turns every failure into the one error body; unexpected ones are logged with the request id. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body = this.toBody(exception, req);
    if (reply.raw.headersSent) {
      // A stream failed mid-response: the status is gone, so end the connection instead.
      reply.raw.destroy();
      return;
    }
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown, req: FastifyRequest): ErrorBody {
    if (exception instanceof RequestValidationError) {
      const issues = requestValidationIssues(exception);
      const summary = summariseIssues(issues);
      return { statusCode: 400, code: 'invalidRequest', message: summary, error: summary, issues };
    }
    if (exception instanceof ApiException) {
      return errorBody(exception.getStatus(), exception.code, exception.params, exception.issues);
    }
    if (exception instanceof HttpException) {
      if (isMalformedJson(exception)) return errorBody(400, 'malformedJson');
      return errorBody(exception.getStatus(), codeForStatus(exception.getStatus()));
    }
    const clientError = clientErrorOf(exception);
    if (clientError) return errorBody(clientError.status, clientError.code);
    const requestId = req.id;
    const path = pathOf(req.url);
    const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
    // The fields first, as the request log has them, so the failure is found by its request id.
    this.logger.error(
      { requestId, req: { method: req.method, path } },
      `[${requestId}] ${req.method} ${path} failed: ${detail}`,
    );
    return errorBody(500, 'internalError');
  }
}

/**
 * Nest's own exceptions (an unknown route, a payload too large) carry English meant for developers
 * ("Cannot GET /api/x"): the client gets the catalogue's sentence for the status instead.
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
 * Fastify's JSON parser refuses a body that does not parse, is empty, or would poison a prototype, and Nest
 * rewraps that refusal as an HttpException carrying only its message: the sentence is the one sign left.
 * Our own code never raises a 400 that mentions JSON.
 */
function isMalformedJson(exception: HttpException): boolean {
  if (exception.getStatus() !== 400) return false;
  const response = exception.getResponse();
  const message =
    typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? '');
  return JSON_BODY_REFUSALS.has(message) || /\bJSON\b/.test(message);
}

/** Fastify's refusals of a JSON body, by their sentences. */
const JSON_BODY_REFUSALS = new Set(
  [errorCodes.FST_ERR_CTP_INVALID_JSON_BODY, errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY].map(
    (Refusal) => new Refusal().message,
  ),
);

/**
 * An error Fastify raises while it reads a request that reaches the filter as it is (Nest rewraps most):
 * its 4xx status is meant for the client. Anything else stays a 500.
 */
function clientErrorOf(exception: unknown): { status: number; code: MessageCode } | undefined {
  if (!(exception instanceof Error)) return undefined;
  const { statusCode, code } = exception as Error & { statusCode?: unknown; code?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode > 499) return undefined;
  if (typeof code !== 'string' || !code.startsWith('FST_')) return undefined;
  if (JSON_BODY_REFUSALS.has(exception.message)) return { status: 400, code: 'malformedJson' };
  return { status: statusCode, code: codeForStatus(statusCode) };
}
