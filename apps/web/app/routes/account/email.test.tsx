// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import AccountEmail from '#app/routes/account/email';

afterEach(cleanup);

/** The page as its loader answers: the account's address, and the one a change waits for ('' for none). */
async function renderEmailPage(to: string) {
  const Stub = createRoutesStub([
    {
      path: '/account/email',
      Component: AccountEmail as never,
      HydrateFallback: () => null,
      loader: () => ({ email: 'amina@farm.ae', to }),
    },
  ]);
  render(<Stub initialEntries={['/account/email']} />);
  await screen.findByRole('heading', { level: 2 });
}

describe('the e-mail page', () => {
  it('shows the code step naming the address a change waits for, with a way to another address', async () => {
    await renderEmailPage('amina@new-farm.ae');
    expect(screen.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeTruthy();
    expect(screen.getByText('amina@new-farm.ae')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm the new address' })).toBeTruthy();
    expect(screen.queryByLabelText('New e-mail address')).toBeNull();
    const another = screen.getByRole('link', { name: 'Use another address' });
    expect(another.getAttribute('href')).toBe('/account/email?another');
  });

  it('shows the first step, naming the account’s address, when no change waits', async () => {
    await renderEmailPage('');
    expect(screen.getByRole('heading', { name: 'Change e-mail address' })).toBeTruthy();
    expect(screen.getByText('amina@farm.ae')).toBeTruthy();
    expect(screen.getByLabelText('New e-mail address', { selector: 'input' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm the new address' })).toBeNull();
  });
});
