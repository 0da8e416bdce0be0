// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { startsAfreshOnSave } from '#app/routes/admin-panel/editor/edit-page';

afterEach(cleanup);

let mounts = 0;
/** Shows which mount it is: a new number means the editor started afresh. */
function Probe(_props: { loaderData: { record?: Record<string, unknown> | null } }) {
  const [mount] = useState(() => (mounts += 1));
  return <p>mount {mount}</p>;
}
const Editor = startsAfreshOnSave(Probe);

describe('an editor that starts afresh on save', () => {
  it('starts afresh when its record was saved, not when only counts kept by other records moved', () => {
    const category = { _id: 'c1', name: 'Towers', productCount: 3 };
    // A new record's page (the loader says null).
    const { rerender } = render(<Editor loaderData={{ record: null }} />);
    const first = screen.getByText(/^mount/).textContent;
    // Created: the new record's page.
    rerender(<Editor loaderData={{ record: category }} />);
    const created = screen.getByText(/^mount/).textContent;
    expect(created).not.toBe(first);
    // A product added to the category elsewhere: the same form, whatever is typed in it stays.
    rerender(<Editor loaderData={{ record: { ...category, productCount: 4 } }} />);
    expect(screen.getByText(/^mount/).textContent).toBe(created);
    // Saved with a new name: afresh.
    rerender(<Editor loaderData={{ record: { ...category, name: 'Tall towers', productCount: 4 } }} />);
    expect(screen.getByText(/^mount/).textContent).not.toBe(created);
  });
});
