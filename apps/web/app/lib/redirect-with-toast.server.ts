import type { Toast } from '#app/components/feedback/toast-model';
import { type AppSession, flashToast, getSession, redirectWithSession } from '#app/lib/session.server';

/**
 * Moves on to the next account screen with a toast for it to show. `endSession` runs first when the
 * step also signs this browser out (a password reset ends every earlier token).
 */
export async function redirectWithToast(
  request: Request,
  toast: Toast,
  to: string,
  endSession?: (session: AppSession) => void,
): Promise<Response> {
  const session = await getSession(request);
  endSession?.(session);
  flashToast(session, toast);
  return redirectWithSession(session, to);
}
