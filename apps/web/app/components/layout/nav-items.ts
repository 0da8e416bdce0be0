import type { MessageKey } from '#app/i18n/messages';

/** The main navigation, shared by the desktop bar and the mobile menu (the Services menu sits after About). */
export const navBeforeServices: { to: string; key: MessageKey }[] = [
  { to: '/home', key: 'nav.home' },
  { to: '/about', key: 'nav.about' },
];

export const navAfterServices: { to: string; key: MessageKey }[] = [
  { to: '/career', key: 'nav.career' },
  { to: '/gallery', key: 'nav.gallery' },
  { to: '/contact', key: 'nav.contact' },
];

/** A service as the header and footer list it: the name in the page's language, the slug to route by. */
export type MenuService = { _id: string; name: string; slug: string };
