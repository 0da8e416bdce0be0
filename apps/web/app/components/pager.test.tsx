// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from '#app/components/pager';

afterEach(cleanup);

function renderPager(page: number, pages: number) {
  const Stub = createRoutesStub([
    { path: '/products', Component: () => <Pager pathname="/products" page={page} pages={pages} /> },
  ]);
  return render(<Stub initialEntries={['/products']} />);
}

describe('Pager', () => {
  it('renders nothing with a single page', () => {
    const { container } = renderPager(1, 1);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('disables Previous on the first page and links Next to ?page=2', () => {
    renderPager(1, 3);
    expect(screen.getByText('Prev').hasAttribute('href')).toBe(false);
    expect(screen.getByText('Prev').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Next').closest('a')?.getAttribute('href')).toBe('/products?page=2');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('disables Next on the last page and links Previous back', () => {
    renderPager(3, 3);
    expect(screen.getByText('Next').hasAttribute('href')).toBe(false);
    expect(screen.getByText('Prev').closest('a')?.getAttribute('href')).toBe('/products?page=2');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/products');
  });

  it('keeps the focus on Next when it is pressed onto the last page', async () => {
    const Stub = createRoutesStub([
      {
        path: '/products',
        Component: () => {
          const page = Number(new URLSearchParams(useLocation().search).get('page') ?? '1');
          return <Pager pathname="/products" page={page} pages={3} />;
        },
      },
    ]);
    render(<Stub initialEntries={['/products?page=2']} />);
    const next = screen.getByText('Next');
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByText('Page 3 of 3')).toBeTruthy());
    expect(screen.getByText('Next')).toBe(next);
    expect(document.activeElement).toBe(next);
    expect(next.hasAttribute('href')).toBe(false);
  });
});
