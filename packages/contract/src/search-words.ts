/**
 * The words a product is found by, and the words of a search (docs/decisions/112-search-by-word.md): each word
 * of a search matches the beginning of a word of the product's name, category or description, in English or
 * Arabic, whatever the case, the accents and Arabic diacritics, and the letter forms people type
 * interchangeably. The API stores a product's words and searches them through an index; the same rules
 * normalise both sides, so what is stored and what is asked always compare alike.
 */

/**
 * Arabic diacritics (harakat, tanween, shadda, sukun, superscript alef, Quranic marks) and the tatweel, as a
 * class written out in its characters (MongoDB's PCRE reads no \u escapes).
 */
const ARABIC_MARK_CLASS = '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]';
const ARABIC_MARKS = new RegExp(ARABIC_MARK_CLASS, 'g');
/** Combining marks left when Latin letters are decomposed (é -> e + ´). */
const LATIN_MARKS = /[\u0300-\u036F]/g;
/** Arabic-Indic and Eastern Arabic-Indic digits, and the fullwidth ones an East Asian keyboard types. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g;
/**
 * A digit as people type one, in a pattern (a page's `pattern` attribute, a search): ASCII, Arabic-Indic,
 * Eastern Arabic-Indic or fullwidth, written out in its characters.
 */
export const TYPED_DIGIT = '[0-9\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]';
/** A word: letters and digits (Arabic's included); anything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The most words a search may have; the rest are ignored (a search is a few words, not a paragraph). */
export const MAX_SEARCH_TERMS = 8;

/** Words longer than this are cut: nobody types more of a word to find it, and the index stays small. */
const MAX_WORD_LENGTH = 24;

/**
 * A text in the form its words are compared in: lower case, no accents or Arabic diacritics, alef variants
 * as a bare alef, taa marbuta as haa, alef maqsura as yaa, Arabic digits as ASCII.
 */
export function normaliseForSearch(text: string): string {
  return foldArabic(text.normalize('NFKD').replace(LATIN_MARKS, '')).toLowerCase();
}

/** The Arabic part of `normaliseForSearch`: no diacritics, the letters typed alike as one, ASCII digits. */
function foldArabic(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ARABIC_MARKS, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(ARABIC_DIGITS, asciiDigit);
}

/** The ASCII digit of a typed one: each kind's zero is where its digits start. */
const asciiDigit = (digit: string) => {
  const code = digit.charCodeAt(0);
  const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
  return String(code - zero);
};

/** The text with Arabic-Indic digits (٠-٩, ۰-۹), as an Arabic keyboard types them, and fullwidth ones (０-９) written as ASCII ones. */
export function withAsciiDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, asciiDigit);
}

/** The words of a text, normalised, in order, each once. */
function wordsOf(text: string): string[] {
  return [
    ...new Set((normaliseForSearch(text).match(WORD) ?? []).map((word) => word.slice(0, MAX_WORD_LENGTH))),
  ];
}

/** The Arabic definite article, which people leave out as often as they type it. */
const ARTICLE = '\u0627\u0644';

/**
 * The words a product is found by, from its texts in both languages: each word, and an Arabic word that
 * starts with the article also without it, so "طماطم" finds "الطماطم".
 */
export function searchWordsOf(...texts: (string | undefined | null)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text ?? '')) {
      words.add(word);
      if (word.startsWith(ARTICLE) && word.length > ARTICLE.length + 1) words.add(word.slice(ARTICLE.length));
    }
  }
  return [...words];
}

/** The words of a search, normalised: each must begin a word of the product's. Blank finds everything. */
export function searchTermsOf(search: string | undefined): string[] {
  return wordsOf(search ?? '').slice(0, MAX_SEARCH_TERMS);
}

/** Whether every term begins one of the words (the rule the API's query applies, for tests and the browser). */
export function matchesSearch(words: readonly string[], terms: readonly string[]): boolean {
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

/** The letters `normaliseForSearch` makes one, each with the forms stored text may hold. */
const LETTER_FORMS: Record<string, string> = {
  '\u0627': '\u0627\u0622\u0623\u0625\u0671',
  '\u0647': '\u0647\u0629',
  '\u064A': '\u064A\u0649',
};
/** Arabic marks a stored text may hold between two letters. */
const MARKS_BETWEEN = `${ARABIC_MARK_CLASS}*`;

/**
 * A pattern (for a case-insensitive regular expression) that finds `word` in text stored as people typed
 * it, by the rules of `normaliseForSearch`: any alef for an alef, taa marbuta for haa, alef maqsura for
 * yaa, Arabic diacritics and the tatweel anywhere between letters, Arabic-Indic digits for digits. For
 * lists searched without stored words (the admin's customers). Its characters are written out, not escaped
 * as \u, so MongoDB's PCRE reads it as the embedded database does.
 */
export function lenientPattern(word: string): string {
  // Arabic folded as normaliseForSearch folds it; Latin letters kept as typed (a stored "José" is found
  // by "José", as before), the expression being case-insensitive.
  return [...foldArabic(word)]
    .map((char) => {
      if (LETTER_FORMS[char]) return `[${LETTER_FORMS[char]}]`;
      if (/[0-9]/.test(char)) {
        const n = Number(char);
        return `[${char}${String.fromCharCode(0x0660 + n)}${String.fromCharCode(0x06f0 + n)}]`;
      }
      return char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    })
    .join(MARKS_BETWEEN);
}
