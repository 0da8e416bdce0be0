// @vitest-environment jsdom
import type { AccountUser } from '@farm/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '#app/components/layout/header';
import { companyContact } from '#app/lib/company';
import { companyEnvSchema } from '#app/lib/company-env';

afterEach(cleanup);

function renderFor(user: AccountUser | null) {
  const company = companyContact(companyEnvSchema.parse({}));
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ company }),
      HydrateFallback: () => null,
      children: [{ index: true, Component: () => <Header services={[]} user={user} /> }],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

const admin: AccountUser = { role: 'Admin', username: 'Noura', lastname: 'Saeed', email: 'noura@farm.ae' };

describe('the header', () => {
  it('lists no empty item in the main navigation for a visitor who is no admin', async () => {
    renderFor(null);
    // The menu button's panel (phones) and the bar (wide screens) alike.
    const navs = await screen.findAllByRole('navigation', { name: 'Main navigation' });
    expect(navs).toHaveLength(2);
    const items = navs.flatMap((nav) => within(nav).getAllByRole('listitem'));
    expect(items.filter((item) => item.textContent?.trim() === '')).toEqual([]);
    expect(items.some((item) => item.textContent === 'Admin Panel')).toBe(false);
  });

  it('lists the Admin Panel for an admin', async () => {
    renderFor(admin);
    for (const nav of await screen.findAllByRole('navigation', { name: 'Main navigation' })) {
      expect(within(nav).getByRole('link', { name: 'Admin Panel' })).toBeTruthy();
    }
  });
});
