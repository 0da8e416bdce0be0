import { useI18n } from '../i18n/context';
import { accountText, translateSentence } from './text';

/** The account words in the page's language, plus the translator of server and validation sentences. */
export function useAccountText() {
  const { lang } = useI18n();
  return { lang, t: accountText(lang), sentence: (text: string) => translateSentence(lang, text) };
}
