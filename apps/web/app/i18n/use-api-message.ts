import type { MessageParams } from '@farm/contract';
import { apiMessage } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';

/**
 * `message(code)`: a sentence of the contract or the API, by its code, in the page's language. A hook of its
 * own, apart from `useI18n`, so the texts of every API sentence (both languages) travel only with the pages
 * that can show one, the forms, the cart and the lists, and not with every page's layout
 * (docs/decisions/191-our-javascript-budget.md).
 */
export function useApiMessage(): (text: string, params?: MessageParams) => string {
  const { lang } = useI18n();
  return (text, params) => apiMessage(lang, text, params);
}
