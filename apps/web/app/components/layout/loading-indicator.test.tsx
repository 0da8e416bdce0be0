// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingIndicator } from '#app/components/layout/loading-indicator';

afterEach(cleanup);

function Shell() {
  return (
    <>
      <LoadingIndicator />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderSite() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Shell,
      children: [
        {
          path: 'products',
          Component: () => (
            <>
              <title>Products</title>
              <Link to="/product-detail/tower">Tower</Link>
              <Link to="/products?page=2">Page 2</Link>
            </>
          ),
        },
        {
          path: 'product-detail/tower',
          // A loader, so moving here (or to another part of this page) is a request under way first.
          loader: () => null,
          Component: () => (
            <>
              <title>Tower</title>
              <input aria-label="Quantity" />
              <Link to="/product-detail/tower?tab=care">Care</Link>
              <Link to="/products">Back</Link>
            </>
          ),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={['/products']} />);
}

describe('arriving on another page', () => {
  it('says nothing on the first page and leaves the focus where the visitor put it', async () => {
    renderSite();
    await screen.findByText('Tower');
    expect(screen.getByRole('status').textContent).toBe('');
    const pageTwo = screen.getByText('Page 2');
    pageTwo.focus();
    await act(async () => fireEvent.click(pageTwo));
    // Same page, another part of the list: the link pressed keeps the focus, nothing is said.
    expect(document.activeElement).toBe(pageTwo);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the new page’s title and puts the focus on the main content when the pressed link went', async () => {
    renderSite();
    const link = await screen.findByText('Tower');
    link.focus();
    await act(async () => fireEvent.click(link));
    await screen.findByLabelText('Quantity');
    expect(screen.getByRole('status').textContent).toBe('Tower');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('says each new page once, and not again after a later request on the same page', async () => {
    renderSite();
    await act(async () => fireEvent.click(await screen.findByText('Tower')));
    await screen.findByLabelText('Quantity');
    expect(screen.getByRole('status').textContent).toBe('Tower');
    await act(async () => fireEvent.click(screen.getByText('Care')));
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => fireEvent.click(screen.getByText('Back')));
    await screen.findByText('Page 2');
    expect(screen.getByRole('status').textContent).toBe('Products');
  });

  it('leaves the focus alone when the element that had it is still there', async () => {
    renderSite();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    await act(async () => fireEvent.click(await screen.findByText('Tower')));
    await screen.findByLabelText('Quantity');
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
