import { z } from 'zod';

/** The two account roles (docs/product-rules.md §6): `Admin` opens the admin panel; everyone else is a `Customer`. */
export const ROLES = ['Admin', 'Customer'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * What a route asks of its caller, carried in the contract route's `metadata` so the API's guards read
 * it from the one place both sides share (docs/decisions/007-admin-guard.md):
 * - `roles`: a valid token whose user has one of these roles (401 without a token, 403 with another role);
 * - `throttled`: counted by the per-IP-and-e-mail rate limit of the account forms (429 when exceeded);
 * - `identified`: open to anyone, but a valid token, when one is sent, names the caller (a signed-in
 *   customer's enquiry is linked to their account); a missing or unusable token means an anonymous caller.
 */
export interface RouteAccess {
  roles?: readonly Role[];
  throttled?: boolean;
  identified?: boolean;
}

/** Any signed-in user. */
export const signedIn = { roles: ROLES } as const satisfies RouteAccess;
/** Admins only. */
export const adminOnly = { roles: ['Admin'] } as const satisfies RouteAccess;
/** Anyone, counted by the account-form rate limit. */
export const throttled = { throttled: true } as const satisfies RouteAccess;
/** Anyone, rate-limited, and linked to the caller's account when they are signed in (the enquiry forms). */
export const throttledAndIdentified = { throttled: true, identified: true } as const satisfies RouteAccess;
/** Signed-in users only, rate-limited. */
export const signedInAndThrottled = { roles: ROLES, throttled: true } as const satisfies RouteAccess;

/** The access rule of a route's metadata; routes without one are public. */
export function accessOf(metadata: unknown): RouteAccess {
  if (typeof metadata !== 'object' || metadata === null) return {};
  const { roles, throttled: isThrottled, identified } = metadata as Record<string, unknown>;
  const access: RouteAccess = {};
  if (Array.isArray(roles))
    access.roles = roles.filter((role): role is Role => roleSchema.safeParse(role).success);
  if (isThrottled === true) access.throttled = true;
  if (identified === true) access.identified = true;
  return access;
}
