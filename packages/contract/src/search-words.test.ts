import { describe, expect, it } from 'vitest';
import {
  lenientPattern,
  matchesSearch,
  MAX_SEARCH_TERMS,
  normaliseForSearch,
  searchTermsOf,
  searchWordsOf,
} from './search-words';

/** Whether a search finds a product with these texts, by the rule the API's index applies. */
const finds = (search: string, ...texts: string[]) =>
  matchesSearch(searchWordsOf(...texts), searchTermsOf(search));

describe('search by word', () => {
  it('matches the beginning of any word, in any order, ignoring case', () => {
    expect(finds('tow', 'Herb Tower Kit')).toBe(true);
    expect(finds('KIT herb', 'Herb Tower Kit')).toBe(true);
    expect(finds('ower', 'Herb Tower Kit')).toBe(false);
    // every word of the search must match
    expect(finds('tower basil', 'Herb Tower Kit')).toBe(false);
    expect(finds('tower basil', 'Herb Tower Kit', 'Grows basil and mint')).toBe(true);
  });

  it('splits words at anything that is not a letter or a digit', () => {
    expect(searchWordsOf('20-ft Container (NFT)')).toEqual(['20', 'ft', 'container', 'nft']);
    expect(finds('20 ft', '20-ft Container Farm')).toBe(true);
    expect(finds('(', 'Kit (small)')).toBe(true);
    expect(searchTermsOf('  (  ')).toEqual([]);
  });

  it('ignores accents', () => {
    expect(finds('cafe', 'Café greens')).toBe(true);
    expect(finds('jalapeño', 'Jalapeno peppers')).toBe(true);
  });

  it('finds Arabic words whatever their diacritics, alef forms, taa marbuta and alef maqsura', () => {
    // diacritics and tatweel
    expect(finds('ريحان', 'رَيْحَان')).toBe(true);
    expect(finds('برج', 'بـــرج الأعشاب')).toBe(true);
    // alef with hamza above, below, madda, wasla: all a bare alef
    expect(finds('اعشاب', 'برج الأعشاب')).toBe(true);
    expect(finds('إضاءة', 'اضاءه LED')).toBe(true);
    expect(normaliseForSearch('آ أ إ ٱ')).toBe('ا ا ا ا');
    // taa marbuta and haa, alef maqsura and yaa
    expect(finds('زراعه', 'زراعة مائية')).toBe(true);
    expect(finds('مستشفى', 'مستشفي')).toBe(true);
    // Arabic-Indic digits are digits
    expect(finds('20', 'حاوية ٢٠ قدم')).toBe(true);
  });

  it('finds an Arabic word with or without its article', () => {
    expect(finds('طماطم', 'الطماطم الكرزية')).toBe(true);
    expect(finds('الطماطم', 'الطماطم الكرزية')).toBe(true);
    expect(finds('كرز', 'الطماطم الكرزية')).toBe(true);
  });

  it('keeps each word once and takes at most a few search words', () => {
    expect(searchWordsOf('Kit kit KIT', undefined, null)).toEqual(['kit']);
    expect(searchTermsOf('a b c d e f g h i j')).toHaveLength(MAX_SEARCH_TERMS);
    expect(searchTermsOf(undefined)).toEqual([]);
  });
});

describe('lenientPattern', () => {
  const finds = (word: string, stored: string) => new RegExp(lenientPattern(word), 'i').test(stored);

  it('finds a name however its Arabic letters, marks and digits were typed', () => {
    expect(finds('احمد', 'أحمد')).toBe(true);
    expect(finds('أحمد', 'احمد')).toBe(true);
    expect(finds('فاطمه', 'فاطمة')).toBe(true);
    expect(finds('مصطفي', 'مُصطفى')).toBe(true);
    expect(finds('محمد', 'محـــمد')).toBe(true);
    expect(finds('050', '٠٥٠١٢٣')).toBe(true);
    expect(finds('Sara', 'sara.k@farm.ae')).toBe(true);
    expect(finds('José', 'JOSÉ Ramos')).toBe(true);
    expect(finds('a.k', 'sara.k@farm.ae')).toBe(true);
    expect(finds('a.k', 'saraxk@farm.ae')).toBe(false);
    expect(finds('خالد', 'أحمد')).toBe(false);
  });
});
