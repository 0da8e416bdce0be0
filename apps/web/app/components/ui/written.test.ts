import { describe, expect, it } from 'vitest';
import { writtenIn } from '#app/components/ui/written';

describe('writtenIn', () => {
  it('marks as English a text with no Arabic letter on an Arabic page, the English the API fell back to', () => {
    expect(writtenIn('ar', 'Basil Tower 4')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(writtenIn('ar', 'Grow more, with less water.')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('leaves the page’s language to Arabic text, even with Latin words in it, and to figures alone', () => {
    expect(writtenIn('ar', 'برج الريحان 4')).toEqual({});
    expect(writtenIn('ar', 'قِس درجة pH كل صباح')).toEqual({});
    expect(writtenIn('ar', '120 × 240')).toEqual({});
  });

  it('changes nothing on an English page', () => {
    expect(writtenIn('en', 'Basil Tower 4')).toEqual({});
    expect(writtenIn('en', 'برج الريحان')).toEqual({});
  });
});
