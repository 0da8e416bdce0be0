import arabicFont from '@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2?url';
import latinFont from '@fontsource-variable/readex-pro/files/readex-pro-latin-wght-normal.woff2?url';
import type { Language } from '#app/i18n/messages';

/**
 * Preloads the font files the page's language needs (the same hashed files app.css names), so text is
 * drawn in Readex Pro from the first paint on a warm connection: Latin always (digits, brand names), Arabic
 * on Arabic pages (docs/decisions/055-readex-pro.md).
 */
export function FontPreloads({ lang }: { lang: Language }) {
  return (
    <>
      <link rel="preload" href={latinFont} as="font" type="font/woff2" crossOrigin="anonymous" />
      {lang === 'ar' && (
        <link rel="preload" href={arabicFont} as="font" type="font/woff2" crossOrigin="anonymous" />
      )}
    </>
  );
}
