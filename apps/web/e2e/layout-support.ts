import type { Locator } from '@playwright/test';
import type { Lang } from './support';

/**
 * The fields of a filter card (`form`) that keep room under their control for an error they are not
 * showing, as `label: N px` lines (none when every field ends where its control or its hint ends).
 */
export async function emptyErrorRoom(form: Locator): Promise<string[]> {
  return form.evaluate((element) =>
    [...element.querySelectorAll('label[for]')].flatMap((label) => {
      const frame = label.parentElement;
      const control = frame?.querySelector('input, select, textarea');
      if (!frame || !control) return [];
      const hint = frame.querySelector('[id$="-hint"]');
      const bottom = (parts: (Element | null)[]) =>
        Math.max(...parts.map((part) => part?.getBoundingClientRect().bottom ?? 0));
      // Measured to the frame's last part, not its box: a grid may stretch the box to its row.
      const room = Math.round(bottom([...frame.children]) - bottom([control, hint]));
      return room > 1 ? [`${label.textContent}: ${room} px`] : [];
    }),
  );
}

/**
 * Where the words of `locator` begin on the screen, whatever padding their element has: the left edge of
 * their first line in English, its right edge in Arabic.
 */
export async function wordsStart(locator: Locator, lang: Lang): Promise<number> {
  return locator.evaluate((element, rtl) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const line = range.getClientRects()[0];
    return Math.round((rtl ? line?.right : line?.left) ?? Number.NaN);
  }, lang === 'ar');
}
