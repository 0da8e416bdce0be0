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

/**
 * How wide the `sizes` of each picture in `scope` (its `img[sizes]`) says it is drawn in the window as it is
 * now, next to the width it is drawn at: the browser's own reading of the attribute, its first entry whose
 * media condition holds, measured on a probe of that width.
 */
export async function statedAndDrawn(scope: Locator): Promise<{ stated: number; drawn: number }[]> {
  return scope.locator('img[sizes]').evaluateAll((images) =>
    images.map((image) => {
      const entries = (image as HTMLImageElement).sizes.split(/,(?![^()]*\))/).map((entry) => entry.trim());
      const chosen = entries
        .map((entry) => /^(\([^()]*\))\s+(.+)$/.exec(entry) ?? [entry, undefined, entry])
        .find(([, media]) => media === undefined || matchMedia(media).matches);
      const probe = document.createElement('div');
      probe.style.cssText = `position: absolute; top: 0; left: 0; height: 1px; width: ${chosen?.[2] ?? '0'}`;
      document.body.append(probe);
      const stated = probe.getBoundingClientRect().width;
      probe.remove();
      return { stated, drawn: image.getBoundingClientRect().width };
    }),
  );
}

/**
 * The fields of a form's grids that do not line up, as `label: top` lines per pair or row: in every grid of
 * two or more columns, fields side by side start on one row (none begins beside the middle of another), the
 * controls of a row start at one height, a checkbox's middle is level with a control's beside it, and an
 * error shown under a field leaves room above the label of the field under it.
 */
export async function fieldRowsOutOfLine(form: Locator): Promise<string[][]> {
  return form.evaluate((root) => {
    type Frame = { label: string; frame: DOMRect; control: DOMRect; box: boolean; error?: DOMRect };
    const grids = [...root.querySelectorAll('*')].filter((element) => {
      const style = getComputedStyle(element);
      return style.display === 'grid' && style.gridTemplateColumns.split(' ').length > 1;
    });
    const named = (field: Frame, at = field.control.top) => `${field.label}: ${Math.round(at)}`;
    const off: string[][] = [];
    for (const grid of grids) {
      const frames: Frame[] = [];
      for (const frame of grid.children) {
        const label = frame.querySelector('label');
        if (!label || !(frame instanceof HTMLElement) || frame.offsetParent === null) continue;
        const box = frame.querySelector('input[type="checkbox"]') !== null;
        // The control's own row: a checkbox's label, or what follows a field's label (a file input's frame).
        const control = (box ? label : label.nextElementSibling)?.getBoundingClientRect();
        if (!control) continue;
        const error = [...frame.querySelectorAll('[id$="-error"]')].find((shown) => shown.textContent);
        frames.push({
          label: label.textContent ?? '',
          frame: frame.getBoundingClientRect(),
          control,
          box,
          error: error?.getBoundingClientRect(),
        });
      }
      // A pixel's rounding apart is in line.
      const near = (a: number, b: number) => Math.abs(a - b) <= 1;
      for (const [index, a] of frames.entries()) {
        for (const b of frames.slice(index + 1)) {
          const beside = !near(a.frame.left, b.frame.left);
          const overlap = a.frame.top < b.frame.bottom - 1 && b.frame.top < a.frame.bottom - 1;
          if (beside && overlap && !near(a.frame.top, b.frame.top))
            off.push([named(a, a.frame.top), named(b, b.frame.top)]);
          // An error and the label of the next field down the column, 8 px apart at least.
          for (const [upper, lower] of [
            [a, b],
            [b, a],
          ] as const) {
            const below = !beside && lower.frame.top >= upper.frame.bottom - 1;
            if (below && upper.error && lower.frame.top - upper.error.bottom < 8)
              off.push([
                `${upper.label} error: ${Math.round(upper.error.bottom)}`,
                named(lower, lower.frame.top),
              ]);
          }
        }
      }
      const rows = new Map<number, Frame[]>();
      for (const frame of frames) {
        const row = Math.round(frame.frame.top);
        rows.set(row, [...(rows.get(row) ?? []), frame]);
      }
      for (const row of rows.values()) {
        const fields = row.filter((field) => !field.box);
        const tops = fields.map((field) => field.control.top);
        const middle = (rect: DOMRect) => (rect.top + rect.bottom) / 2;
        const level = (box: Frame) =>
          fields.some((field) => near(middle(field.control), middle(box.control)));
        const boxesOff = fields.length > 0 && row.some((field) => field.box && !level(field));
        if (Math.max(...tops) - Math.min(...tops) > 1 || boxesOff) off.push(row.map((field) => named(field)));
      }
    }
    return off;
  });
}
