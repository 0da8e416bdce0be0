import { describe, expect, it } from 'vitest';
import { translator } from '#app/i18n/messages';
import { cropName } from '#app/planner/labels';

describe('cropName', () => {
  it('adds the group where two crops share a name, in either language', () => {
    const en = translator('en');
    expect(cropName(en, 'basil-microgreens')).toBe('Basil (Microgreens)');
    expect(cropName(en, 'basil')).toMatch(/^Basil \(.+\)$/);
    expect(cropName(en, 'butterhead-lettuce')).toBe(en('planner.crop.butterhead-lettuce'));
    const ar = translator('ar');
    expect(cropName(ar, 'basil-microgreens')).toBe(
      `${ar('planner.crop.basil-microgreens')} (${ar('planner.group.microgreens')})`,
    );
  });
});
