import type { MessageParams } from '@farm/contract';
import { apiMessage } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';

/**
 * `message(code)`: a sentence of the contract or the API, by its code, in the page's language. A hook of its
 * own, apart from `useI18n`, so the API's sentences travel only with the pages that can show one, the forms,
 * and not with every page's layout (docs/decisions/191-our-javascript-budget.md); the Arabic ones only with
 * Arabic pages (docs/decisions/231-arabic-api-sentences-with-the-arabic-pages.md).
 * A page that knows its sentences when it loads gets them from its loader instead, as the product lists and
 * the order confirmation do (docs/decisions/229-sentences-from-the-loader.md).
 */
export function useApiMessage(): (text: string, params?: MessageParams) => string {
  const { lang } = useI18n();
  return (text, params) => apiMessage(lang, text, params);
}
