// @vitest-environment jsdom
import {
  adminCategorySchema,
  adminGalleryItemSchema,
  adminPostSchema,
  adminProductSchema,
  adminServiceSchema,
  type AuditEntry,
} from '@farm/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditTrail } from '#app/admin/audit-trail';
import { I18nProvider } from '#app/i18n/context';
import { type MessageKey, translator } from '#app/i18n/messages';

afterEach(cleanup);

const entry = (fields: string[], action: AuditEntry['action'] = 'updated', detail = ''): AuditEntry => ({
  _id: '64b000000000000000000001',
  at: '2026-11-27T09:30:00.000Z',
  actor: { id: '64b000000000000000000002', name: 'Mona', email: 'mona@farm.ae' },
  kind: 'product',
  recordId: '64b000000000000000000003',
  action,
  fields,
  detail,
});

function linesOf(lang: 'en' | 'ar', entries: AuditEntry[]): string[] {
  const { container } = render(
    <I18nProvider lang={lang}>
      <AuditTrail entries={entries} />
    </I18nProvider>,
  );
  return [...container.querySelectorAll('li p')].map((line) => line.textContent ?? '');
}

describe('the audit trail', () => {
  it('names the changed fields by their labels in the page’s language, never by their keys', () => {
    const arabic = linesOf('ar', [entry(['price', 'nameAr', 'images'])]);
    expect(arabic).toContain('الحقول: السعر، الاسم بالعربية، الصور');
    expect(arabic.join(' ')).not.toMatch(/price|nameAr|images/);
    expect(linesOf('en', [entry(['price', 'stock'])])).toContain('Fields: Price, Stock');
  });

  it('has a label in both languages for every field an admin edits', () => {
    // Kept by the system, never recorded as an admin's change.
    const system = new Set([
      '_id',
      'createdAt',
      'updatedAt',
      'archived',
      'revision',
      'categoryCount',
      'productCount',
    ]);
    const schemas = [
      adminPostSchema,
      adminGalleryItemSchema,
      adminProductSchema,
      adminServiceSchema,
      adminCategorySchema,
    ];
    const fields = schemas
      .flatMap((schema) => Object.keys(schema.shape))
      .filter((field) => !system.has(field));
    for (const lang of ['en', 'ar'] as const) {
      const t = translator(lang);
      const unnamed = fields.filter(
        (field) => t(`audit.field.${field}` as MessageKey) === `audit.field.${field}`,
      );
      expect(unnamed, lang).toEqual([]);
    }
  });

  it('says when older changes exist beyond the ones it lists', () => {
    const textOf = (entries: AuditEntry[]) =>
      render(
        <I18nProvider lang="en">
          <AuditTrail entries={entries} />
        </I18nProvider>,
      ).container.textContent;
    const many = (length: number) =>
      Array.from({ length }, (_, n) => ({
        ...entry(['price']),
        _id: `64b0000000000000000001${String(n).padStart(2, '0')}`,
      }));
    expect(textOf(many(51))).toContain('The latest 50 changes are shown');
    cleanup();
    // Exactly 50: nothing older, nothing to say.
    expect(textOf(many(50))).not.toContain('The latest');
    cleanup();
    expect(textOf([entry(['price'])])).not.toContain('The latest');
  });

  it('shows a field it has no label for as recorded', () => {
    expect(linesOf('en', [entry(['somethingNew'])])).toContain('Fields: somethingNew');
  });
});
