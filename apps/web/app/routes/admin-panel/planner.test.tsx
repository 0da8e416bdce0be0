// @vitest-environment jsdom
import { type PlannerAssumptions, referencePlannerFigures } from '@farm/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/context';
import type { Language } from '#app/i18n/messages';
import AdminPlanner from '#app/routes/admin-panel/planner';

afterEach(cleanup);

const version = (number: number, note: string): PlannerAssumptions => ({
  version: number,
  publishedAt: '2026-11-27T09:00:00.000Z',
  note,
  figures: referencePlannerFigures,
});

/** The notes of the versions table, newest first, as the page shows them in `lang`. */
async function notesOf(lang: Language, versions: PlannerAssumptions[]) {
  const Stub = createRoutesStub([
    {
      path: '/admin-panel/planner',
      Component: AdminPlanner as never,
      HydrateFallback: () => null,
      loader: () => ({ versions, trail: [] }),
    },
  ]);
  render(
    <I18nProvider lang={lang}>
      <Stub initialEntries={['/admin-panel/planner']} />
    </I18nProvider>,
  );
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.lastElementChild?.textContent);
}

describe('the planner figures’ versions', () => {
  it('name the seeded reference figures in the page’s language, and keep what admins wrote', async () => {
    const versions = [version(3, ''), version(2, 'Lettuce sells at AED 30 now'), version(1, '')];
    expect(await notesOf('ar', versions)).toEqual(['', 'Lettuce sells at AED 30 now', 'الأرقام المرجعية']);
    cleanup();
    expect(await notesOf('en', versions)).toEqual(['', 'Lettuce sells at AED 30 now', 'Reference figures']);
  });

  it('name version 1 so too when it was seeded with the earlier English note', async () => {
    const seeded = version(1, 'Reference figures (docs/planner-assumptions.md)');
    expect(await notesOf('ar', [seeded])).toEqual(['الأرقام المرجعية']);
  });
});
