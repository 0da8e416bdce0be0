import { useI18n } from '#app/i18n/context';
import type { Language } from '#app/i18n/messages';

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_LETTER = /[A-Za-z]/;

/**
 * How to mark a text the API wrote for a page in `pageLang`. Where no Arabic was written, the API gives the
 * English (docs/decisions/050-bilingual-content.md): on an Arabic page, a text with Latin letters and no
 * Arabic one is that English, marked as English and left to right, so a screen reader reads it in an
 * English voice and its punctuation ends its lines where English puts it.
 */
export function writtenIn(pageLang: Language, text: string): { lang?: 'en'; dir?: 'ltr' } {
  return pageLang === 'ar' && LATIN_LETTER.test(text) && !ARABIC_LETTER.test(text)
    ? { lang: 'en', dir: 'ltr' }
    : {};
}

/** A text the API wrote (a name, a description), isolated from the page's direction and marked as above. */
export function Written({ text }: { text: string }) {
  const { lang } = useI18n();
  return <bdi {...writtenIn(lang, text)}>{text}</bdi>;
}
