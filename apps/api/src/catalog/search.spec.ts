import { escapeRegex, nameContains } from './search';

describe('escapeRegex', () => {
  it.each(['(', ')', '[', '.*', '+?', '^$', '{2}', '|', '\\', 'a/b'])('matches %p literally', (input) => {
    const pattern = new RegExp(escapeRegex(input));
    expect(pattern.test(`x${input}y`)).toBe(true);
    expect(() => new RegExp(escapeRegex(input))).not.toThrow();
  });

  it('does not let ".*" match everything', () => {
    expect(new RegExp(escapeRegex('.*')).test('NFT kit')).toBe(false);
  });
});

describe('nameContains', () => {
  it('is case-insensitive and looks at both languages', () => {
    const [{ name }, { nameAr }] = nameContains('tower').$or ?? [{}, {}];
    expect(name?.test('VertiTower 28-Pocket')).toBe(true);
    expect(nameAr?.test('TOWER')).toBe(true);
    const [, arabic] = nameContains('برج').$or ?? [];
    expect(arabic?.nameAr.test('برج فيرتي')).toBe(true);
  });

  it('filters nothing for blank input', () => {
    expect(nameContains(undefined)).toEqual({});
    expect(nameContains('   ')).toEqual({});
  });
});
