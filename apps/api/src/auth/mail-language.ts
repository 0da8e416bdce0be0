import { requestedLanguageOf } from '@farm/contract';
import type { MailLanguage } from '../users/user.schema';

/**
 * The language to write a user's e-mails in: the one the request asks for (the web app sends the page's
 * language); undefined when it names none (`*`, which `fetch` sends by default), so the account's own
 * language stands.
 */
export function mailLanguageOf(acceptLanguage: unknown): MailLanguage | undefined {
  return requestedLanguageOf(acceptLanguage);
}
