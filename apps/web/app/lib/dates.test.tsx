// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
