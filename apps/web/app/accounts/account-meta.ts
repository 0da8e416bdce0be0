import type { MetaDescriptor } from 'react-router';
import { translate } from '../i18n/messages';
import { siteFromMatches } from '../lib/site';
import { type AccountTextKey, accountText } from './text';

/** Title of an account or admin screen; kept out of search results (nothing there is worth finding). */
export function accountMeta(
  matches: Parameters<typeof siteFromMatches>[0],
  titleKey: AccountTextKey,
): MetaDescriptor[] {
  const { lang } = siteFromMatches(matches);
  return [
    { title: `${accountText(lang)(titleKey)} | ${translate(lang, 'brand.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
}
