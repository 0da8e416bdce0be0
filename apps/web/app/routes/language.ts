import { redirect } from 'react-router';
import type { Route } from './+types/language';
import { isLanguage } from '#app/i18n/messages';
import { env } from '#app/lib/env.server';
import { languageCookie, withoutLanguageParam } from '#app/lib/language.server';
import { secureCookie } from '#app/lib/secure-cookie';
import { safeRedirectPath } from '#app/lib/safe-redirect';
import { readForm } from '#app/lib/read-form.server';

/** The EN/AR switch posts here: remember the choice in the `lang` cookie and go back to the same page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const lang = form.get('lang');
  // The page's `?lang=` would otherwise win over the language just chosen.
  const back = withoutLanguageParam(safeRedirectPath(form.get('redirectTo')));
  if (!isLanguage(lang)) return redirect(back);
  return redirect(back, {
    headers: { 'Set-Cookie': languageCookie(lang, secureCookie(env)) },
  });
}

// Nothing to show on a plain visit.
export function loader() {
  return redirect('/home');
}
