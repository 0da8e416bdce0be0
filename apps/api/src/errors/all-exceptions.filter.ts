import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { RequestValidationError } from '@ts-rest/nest';
import type { Request, Response } from 'express';
import { requestIdOf } from '../request-id/request-id.middleware';
import { errorBody, type ErrorBody } from './error-body';
import { requestValidationIssues, summariseIssues } from './validation-issues';

/** Turns every failure into the one error body; unexpected ones are logged with the request id. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const body = this.toBody(exception, req, res);
    if (res.headersSent) {
      // A stream failed mid-response: the status is gone, so end the connection instead.
      res.destroy();
      return;
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, req: Request, res: Response): ErrorBody {
    if (exception instanceof RequestValidationError) {
      const issues = requestValidationIssues(exception);
      return errorBody(400, summariseIssues(issues), issues);
    }
    if (exception instanceof HttpException) {
      if (isMalformedJson(exception)) return errorBody(400, MALFORMED_JSON);
      return errorBody(exception.getStatus(), sentenceOf(exception));
    }
    const clientError = clientErrorOf(exception);
    if (clientError) return errorBody(clientError.status, clientError.message);
    const requestId = requestIdOf(res) ?? 'unknown';
    const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
    this.logger.error(`[${requestId}] ${req.method} ${req.originalUrl} failed: ${detail}`);
    return errorBody(500, 'Internal server error');
  }
}

// body-parser's JSON error quotes the raw body back; a fixed sentence says the same without echoing it.
const MALFORMED_JSON = 'The request body is not valid JSON';

/**
 * Nest rewraps body-parser's SyntaxError as a BadRequestException carrying only its message, so the JSON
 * parser's wording is the one sign left. Our own code never raises a 400 that mentions JSON.
 */
function isMalformedJson(exception: HttpException): boolean {
  if (exception.getStatus() !== 400) return false;
  const message = sentenceOf(exception);
  return / is not valid JSON$|^Unexpected (token|end of JSON input)|in JSON at position \d+/.test(message);
}

function sentenceOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/**
 * Errors raised by Express middleware (body-parser: malformed JSON, payload too large) carry a 4xx
 * status and a message meant for the client (`expose`); anything else stays a 500.
 */
function clientErrorOf(exception: unknown): { status: number; message: string } | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, statusCode, expose, message, type } = exception as Record<string, unknown>;
  const code = typeof status === 'number' ? status : statusCode;
  if (typeof code !== 'number' || code < 400 || code > 499 || expose !== true) return undefined;
  if (type === 'entity.parse.failed') return { status: code, message: MALFORMED_JSON };
  return { status: code, message: typeof message === 'string' ? message : 'Bad request' };
}
