// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/context';
import { formatDate, useDateFormat } from '#app/lib/dates';

afterEach(cleanup);

function Shown({ iso }: { iso: string }) {
  return <p>{useDateFormat(true).format(new Date(iso))}</p>;
}

describe('dates on the shop clock', () => {
  it('shows a late-evening UTC time as the next day in Dubai, whatever the server’s zone', () => {
    render(<Shown iso="2026-01-01T20:30:00Z" />);
    expect(screen.getByText(/^2 Jan 2026/).textContent).toMatch(/12:30\sAM$/);
    expect(formatDate('2026-01-01T20:30:00Z', 'en')).toBe('2 January 2026');
  });

  it('never lets a time end a line without its AM or PM, in either language', () => {
    render(
      <I18nProvider lang="ar">
        <Shown iso="2026-01-01T15:57:00Z" />
      </I18nProvider>,
    );
    const arabic = screen.getByText(/م$/).textContent ?? '';
    // "… ٧:٥٧ م": the space before the marker does not break.
    expect(arabic).toMatch(/\u00a0م$/);
    expect(arabic.slice(0, -2)).not.toMatch(/\u00a0/);
  });
});
