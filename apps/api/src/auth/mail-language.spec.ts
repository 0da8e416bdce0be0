import { mailLanguageOf } from './mail-language';

describe('mailLanguageOf', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-AE,en;q=0.8', 'ar'],
    ['ar;q=0.9,en;q=0.8', 'ar'],
    [' AR-ae ; q=1 , en', 'ar'],
    ['en-GB,ar;q=0.9', 'en'],
    ['fr', 'en'],
    ['', undefined],
    ['*', undefined],
    ['*;q=0.5', undefined],
    ['ar, *;q=0.1', 'ar'],
    [undefined, undefined],
    [['ar'], undefined],
  ])('%j -> %s', (header, language) => {
    expect(mailLanguageOf(header)).toBe(language);
  });
});
