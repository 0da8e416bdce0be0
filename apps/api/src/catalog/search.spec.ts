import { escapeRegex, productSearch } from './search';

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

describe('productSearch', () => {
  it('looks in the name and the description, in both languages, case-insensitively', () => {
    const [name, nameAr, description, descriptionAr] = productSearch('tower').$or ?? [];
    expect(name?.name?.test('VertiTower 28-Pocket')).toBe(true);
    expect(nameAr?.nameAr?.test('TOWER')).toBe(true);
    expect(description?.description?.test('A vertical TOWER for balconies')).toBe(true);
    expect(descriptionAr?.descriptionAr).toBeInstanceOf(RegExp);
    const [, arabic] = productSearch('برج').$or ?? [];
    expect(arabic?.nameAr?.test('برج فيرتي')).toBe(true);
  });

  it('filters nothing for blank input', () => {
    expect(productSearch(undefined)).toEqual({});
    expect(productSearch('   ')).toEqual({});
  });
});
