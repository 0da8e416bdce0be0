// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import Register from '#app/routes/register';
import { withDialogMethods } from '#tests/jsdom-dialog';

withDialogMethods();

afterEach(cleanup);

async function renderRegister() {
  const Stub = createRoutesStub([
    { path: '/register', Component: Register as never, HydrateFallback: () => null, action: () => null },
  ]);
  render(<Stub initialEntries={['/register']} />);
  await screen.findByRole('heading', { name: 'Register' });
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

const submit = () =>
  fireEvent.submit(screen.getAllByRole('button', { name: 'Register' }).at(-1)!.closest('form')!);
const mismatchDialog = () => screen.queryByRole('dialog', { name: 'Password Mismatch' });

describe('Register screen', () => {
  it('answers two different passwords with the Password Mismatch dialog, each time they are sent', async () => {
    await renderRegister();
    type('First Name', 'Mariam');
    type('Last Name', 'Haddad');
    type('Email', 'mariam@farm.ae');
    type(/^Password/, 'greens-2026');
    type('Confirm Password', 'greens-2062');
    submit();
    await waitFor(() => expect(mismatchDialog()).not.toBeNull());
    expect(mismatchDialog()!.textContent).toContain('The passwords do not match. Please try again.');
    // The form is not called invalid as a whole: only the passwords differ.
    expect(screen.queryByText(/Invalid Form/)).toBeNull();

    // A dialog-method form closes the dialog natively; jsdom does not, so close it as OK would.
    act(() => (mismatchDialog() as HTMLDialogElement).close());
    await waitFor(() => expect(mismatchDialog()).toBeNull());
    submit();
    await waitFor(() => expect(mismatchDialog()).not.toBeNull());
  });

  it('says the form is invalid, without the mismatch dialog, when another field is wrong too', async () => {
    await renderRegister();
    type(/^Password/, 'greens-2026');
    type('Confirm Password', 'greens-2062');
    submit();
    await screen.findByText('Invalid Form: Please fill out all required fields correctly.');
    expect(mismatchDialog()).toBeNull();
  });
});
