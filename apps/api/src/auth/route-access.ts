import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { accessOf, type RouteAccess } from '@farm/contract';
import { TsRestAppRouteMetadataKey } from '@ts-rest/nest';

/** The contract route a ts-rest handler serves, as @TsRestHandler records it on the handler. */
interface RecordedRoute {
  appRoute?: { metadata?: unknown };
}

/** The access rule of the contract route behind this request; handlers outside the contract are public. */
export function routeAccess(reflector: Reflector, context: ExecutionContext): RouteAccess {
  const recorded = reflector.get<RecordedRoute | undefined>(TsRestAppRouteMetadataKey, context.getHandler());
  return accessOf(recorded?.appRoute?.metadata);
}
