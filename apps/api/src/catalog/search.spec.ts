import { escapeRegex, productSearch, searchFieldsOf } from './search';

describe('escapeRegex', () => {
  it.each(['(', ')', '[', '.*', '+?', '^$', '{2}', '|', '\\', 'a/b'])('matches %p literally', (input) => {
    const pattern = new RegExp(escapeRegex(input));
    expect(pattern.test(`x${input}y`)).toBe(true);
    expect(() => new RegExp(escapeRegex(input))).not.toThrow();
  });

  it('leaves "-" and "/" alone, which mean nothing outside a character class', () => {
    expect(escapeRegex('28-Pocket a/b')).toBe('28-Pocket a/b');
  });

  it('does not let ".*" match everything', () => {
    expect(new RegExp(escapeRegex('.*')).test('NFT kit')).toBe(false);
  });
});

describe('searchFieldsOf', () => {
  const product = {
    name: 'VertiTower 28-Pocket',
    nameAr: 'برج فيرتي',
    description: 'A vertical tower for balconies.',
    descriptionAr: 'للشرفات',
  };

  it('stores the words of the names, the category and the description, normalised, each once', () => {
    const { searchWords, nameWords } = searchFieldsOf(product, { name: 'Home Kits', nameAr: 'الأطقم' });
    expect(nameWords).toEqual(['vertitower', '28', 'pocket', 'برج', 'فيرتي']);
    expect(searchWords).toEqual(
      expect.arrayContaining([
        ...nameWords,
        'home',
        'kits',
        'الاطقم',
        'اطقم',
        'vertical',
        'tower',
        'للشرفات',
      ]),
    );
    expect(new Set(searchWords).size).toBe(searchWords.length);
  });

  it('takes a product without a category or Arabic texts, sorted in Arabic by its English name', () => {
    expect(searchFieldsOf({ name: 'Basil', description: 'Seeds' }, undefined)).toEqual({
      searchWords: ['basil', 'seeds'],
      nameWords: ['basil'],
      arabicSortName: 'Basil',
    });
    const arabic = searchFieldsOf({ name: 'Basil', nameAr: ' ريحان ', description: '' }, undefined);
    expect(arabic.arabicSortName).toBe('ريحان');
  });
});

describe('productSearch', () => {
  it('asks every word as the anchored beginning of a stored word', () => {
    const search = productSearch('Tower  HOME');
    expect(search?.all).toEqual({ searchWords: { $all: [/^tower/, /^home/] } });
    // a product's name words are among its search words: the names alone decide the first group
    expect(search?.inName).toEqual({ nameWords: { $all: [/^tower/, /^home/] } });
    expect(search?.elsewhere).toEqual({
      searchWords: { $all: [/^tower/, /^home/] },
      $nor: [{ nameWords: { $all: [/^tower/, /^home/] } }],
    });
  });

  it('filters nothing for blank input and finds nothing for input without a word', () => {
    expect(productSearch(undefined)).toBeUndefined();
    expect(productSearch('   ')).toBeUndefined();
    expect(productSearch('(.*)')).toBeNull();
  });
});
