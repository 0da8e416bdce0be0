// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage } from '#app/components/error-page';

afterEach(cleanup);

describe('the error page', () => {
  it('offers to load the page again and the way home', async () => {
    const Stub = createRoutesStub([{ path: '/products', Component: ErrorPage }]);
    render(<Stub initialEntries={['/products?page=2']} />);
    expect((await screen.findByRole('link', { name: 'Try again' })).getAttribute('href')).toBe(
      '/products?page=2',
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });
});
