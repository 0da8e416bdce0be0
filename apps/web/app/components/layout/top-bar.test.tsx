// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBar } from '#app/components/layout/top-bar';
import { companyContact } from '#app/lib/company';
import { companyEnvSchema } from '#app/lib/company-env';

afterEach(cleanup);

function renderWith(SOCIAL_LINKS: string) {
  const company = companyContact(companyEnvSchema.parse({ SOCIAL_LINKS }));
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ company }),
      HydrateFallback: () => null,
      children: [{ index: true, Component: TopBar }],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('the top bar', () => {
  it('links the social profiles the settings name, and none when they say none', async () => {
    renderWith('https://www.linkedin.com/company/our-farm');
    const list = await screen.findByRole('list', { name: 'Follow us' });
    const links = [...list.querySelectorAll('a')].map((link) => [link.getAttribute('aria-label'), link.href]);
    expect(links).toEqual([['LinkedIn', 'https://www.linkedin.com/company/our-farm']]);
    cleanup();
    renderWith('none');
    await screen.findByRole('search');
    expect(screen.queryByRole('list', { name: 'Follow us' })).toBeNull();
  });
});
