// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisclosure } from '#app/utils/use-disclosure';

afterEach(cleanup);

function Menu() {
  const ref = useDisclosure();
  // Rendered a moment after the hook's first run, as the profile menu appears on signing in.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  if (!shown) return null;
  return (
    <>
      <details ref={ref}>
        <summary>Menu</summary>
        <a href="/one">One</a>
        <a href="/two">Two</a>
      </details>
      <a href="/after">After</a>
    </>
  );
}

describe('a disclosure menu', () => {
  it('stays open while the focus moves inside it and closes once it moves on past it', async () => {
    const Stub = createRoutesStub([{ path: '/', Component: Menu }]);
    render(<Stub initialEntries={['/']} />);
    const one = await screen.findByRole('link', { name: 'One' });
    const details = one.closest('details') as HTMLDetailsElement;
    details.open = true;
    fireEvent.focusOut(one, { relatedTarget: screen.getByRole('link', { name: 'Two' }) });
    expect(details.open).toBe(true);
    fireEvent.focusOut(one, { relatedTarget: null });
    expect(details.open).toBe(true);
    fireEvent.focusOut(screen.getByRole('link', { name: 'Two' }), {
      relatedTarget: screen.getByRole('link', { name: 'After' }),
    });
    expect(details.open).toBe(false);
  });
});
