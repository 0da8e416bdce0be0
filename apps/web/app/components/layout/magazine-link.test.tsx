// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MagazineLink } from '#app/components/layout/magazine-link';

afterEach(cleanup);

describe('the Magazine link', () => {
  it('describes itself with its tooltip, which Escape hides until the link is left', () => {
    render(<MagazineLink />);
    const link = screen.getByRole('link', { name: /Magazine/ });
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(link.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.className).not.toContain('invisible');
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(tooltip.className).toContain('invisible');
    fireEvent.blur(link);
    expect(tooltip.className).not.toContain('invisible');
  });
});
