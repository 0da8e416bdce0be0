// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from '#app/utils/use-hydrated';

// React's act() environment, so that the updates after hydration are flushed inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every value each probe rendered with, in order. */
const seen: Record<string, boolean[]> = {};

function Probe({ name }: { name: string }) {
  const hydrated = useHydrated();
  (seen[name] ??= []).push(hydrated);
  return <span data-name={name}>{hydrated ? 'script' : 'no-script'}</span>;
}

let showLater: (shown: boolean) => void = () => {};

function Page() {
  const [later, setLater] = useState(false);
  showLater = setLater;
  return (
    <div>
      <Probe name="first" />
      {later && <Probe name="later" />}
    </div>
  );
}

afterEach(() => {
  for (const name of Object.keys(seen)) delete seen[name];
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server and while the page hydrates, then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    expect(container.textContent).toBe('no-script');
    delete seen.first;

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });

    // The hydrating render matches the server's markup (no mismatch), the next one shows the script's.
    expect(errors).toEqual([]);
    expect(seen.first).toEqual([false, true]);
    expect(container.textContent).toBe('script');
  });

  it('is true from the first render for a component mounted after hydration (no frame of the other markup)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });

    await act(async () => showLater(true));

    expect(seen.later).toEqual([true]);
    expect(container.querySelector('[data-name="later"]')?.textContent).toBe('script');
  });
});
