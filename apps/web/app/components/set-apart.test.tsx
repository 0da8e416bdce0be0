// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SetApart } from '#app/components/set-apart';

afterEach(cleanup);

describe('SetApart', () => {
  it('sets a search term apart in an Arabic sentence, in its own direction', () => {
    const { container } = render(
      <h1>
        <SetApart sentence="نتائج البحث عن «C++»" value="C++" />
      </h1>,
    );
    const bdi = container.querySelector('bdi');
    expect(bdi?.textContent).toBe('C++');
    expect(bdi?.getAttribute('dir')).toBeNull();
    expect(container.textContent).toBe('نتائج البحث عن «C++»');
  });

  it('keeps a left-to-right value on one line, and leaves a sentence without the value as it is', () => {
    const { container } = render(
      <SetApart sentence="تم استلام طلبك FA-2026-000003." value="FA-2026-000003" ltr />,
    );
    const bdi = container.querySelector('bdi');
    expect(bdi?.getAttribute('dir')).toBe('ltr');
    expect(bdi?.className).toContain('whitespace-nowrap');
    cleanup();
    const plain = render(<SetApart sentence="Thank you." value="FA-1" />);
    expect(plain.container.querySelector('bdi')).toBeNull();
    expect(plain.container.textContent).toBe('Thank you.');
  });
});
