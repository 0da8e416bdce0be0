import type { AppLoadContext } from 'react-router';
import { userApi } from '#app/lib/api.server';

/**
 * The loader of an account screen that shows nothing from the API: it only makes sure the visitor is
 * signed in (a signed-out one is sent to log in).
 */
export async function signedInOnly({ request, context }: { request: Request; context: AppLoadContext }) {
  await userApi(request, context);
  return null;
}
