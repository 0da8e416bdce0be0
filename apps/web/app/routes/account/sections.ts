import type { MessageKey } from '#app/i18n/messages';

/** The tabs of the account area; the shop and the enquiries add theirs here. */
export const accountSections: readonly { path: string; label: MessageKey }[] = [
  { path: '/account', label: 'account.overview' },
  { path: '/account/orders', label: 'orders.title' },
  { path: '/account/enquiries', label: 'account.enquiries' },
  { path: '/account/addresses', label: 'account.addresses' },
  { path: '/account/profile', label: 'account.profile' },
  { path: '/account/devices', label: 'account.devices' },
];
