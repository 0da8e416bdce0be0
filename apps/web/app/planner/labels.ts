import type { MessageKey } from '#app/i18n/messages';

/**
 * The i18n key of an option's label. Option values are stable and double as keys (options.ts), so the
 * key is built from them; en/planner.ts holds one entry for every value of the contract's lists.
 */
export function optionKey(
  list: 'crop' | 'group' | 'emirate' | 'space' | 'siteArea' | 'technology' | 'budget' | 'setting' | 'source',
  value: string,
): MessageKey {
  return `planner.${list}.${value}` as MessageKey;
}
