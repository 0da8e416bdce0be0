import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import type { Observable } from 'rxjs';

/**
 * For controllers whose answers are in the Accept-Language language (docs/decisions/050-bilingual-content.md):
 * says so in `Vary`, so no cache hands an Arabic answer to someone who asked in English
 * (docs/decisions/091-http-caching.md).
 */
@Injectable()
export class VaryByLanguageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context.switchToHttp().getResponse<Response>().vary('Accept-Language');
    return next.handle();
  }
}
