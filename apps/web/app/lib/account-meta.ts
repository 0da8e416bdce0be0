import type { MetaDescriptor } from 'react-router';
import { type MessageKey, translate } from '#app/i18n/messages';
import { siteFromMatches } from '#app/lib/site';

/** Title of an account or admin screen; kept out of search results (nothing there is worth finding). */
export function accountMeta(
  matches: Parameters<typeof siteFromMatches>[0],
  titleKey: MessageKey,
): MetaDescriptor[] {
  const { lang } = siteFromMatches(matches);
  return [
    { title: `${translate(lang, titleKey)} | ${translate(lang, 'brand.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
}
