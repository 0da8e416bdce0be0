// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCardView } from '#app/lib/product-view';
import Products, { meta } from '#app/routes/products';
import { type CatalogFilters, filterParams } from '#app/shop/catalog-query';

afterEach(cleanup);

const card = (n: number): ProductCardView => ({
  _id: n.toString(16).padStart(24, '0'),
  slug: `product-${n}`,
  name: `Product ${n}`,
  image: null,
  offer: n === 1 ? 'Flash Sale' : '',
  price: 'AED 149.99',
  discountedPrice: 'AED 129.50',
  discounted: true,
  inStock: n !== 2,
});

function renderList(data: {
  page: number;
  pages: number;
  total: number;
  products: ProductCardView[];
  search?: string;
  categoryId?: string;
  category?: { name: string; service: string };
  filters?: CatalogFilters;
  refused?: string[];
}) {
  const filters = data.filters ?? { sort: 'featured' };
  const kept = { ...(data.search ? { search: data.search } : {}), ...filterParams(filters) };
  const groups = [
    {
      service: 'Residential',
      categories: [
        { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Home Hydroponic Kits' },
        { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Grow Lights' },
      ],
    },
  ];
  const Stub = createRoutesStub([
    {
      path: '/products/:id?',
      // The stub hands the component its loader data as the framework does; its props type is looser
      // than the route's generated one, hence the cast.
      Component: Products as never,
      HydrateFallback: () => null,
      loader: () => ({
        categoryId: null,
        category: null,
        search: '',
        refused: [],
        groups,
        currency: 'AED',
        ...data,
        filters,
        kept,
      }),
    },
  ]);
  return render(<Stub initialEntries={['/products']} />);
}

describe('Products screen', () => {
  it('names a category’s page after the category: heading, title and description', async () => {
    const category = { name: 'Grow Lights', service: 'Residential' };
    renderList({ page: 1, pages: 1, total: 1, products: [card(1)], categoryId: 'b'.repeat(24), category });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grow Lights' })).toBeTruthy();
    const tags = (lang: 'en' | 'ar', page: number) =>
      meta({
        loaderData: { category, categoryId: 'b'.repeat(24), page, search: '' },
        matches: [{ id: 'root', loaderData: { lang, origin: 'https://farm.example' } }],
        location: { pathname: `/products/${'b'.repeat(24)}` },
      } as never) as { title?: string; name?: string; content?: string }[];
    expect(tags('en', 1).find((tag) => tag.title)?.title).toMatch(/^Grow Lights \|/);
    expect(tags('en', 2).find((tag) => tag.title)?.title).toMatch(/^Grow Lights, page 2 \|/);
    expect(tags('en', 1).find((tag) => tag.name === 'description')?.content).toContain(
      'Grow Lights for indoor farming (Residential)',
    );
    expect(tags('ar', 2).find((tag) => tag.title)?.title).toMatch(/^Grow Lights، الصفحة 2/);
    const canonical = meta({
      loaderData: { category: null, categoryId: null, page: 1, search: '' },
      matches: [{ id: 'root', loaderData: { lang: 'en', origin: 'https://farm.example' } }],
      location: { pathname: '/PRODUCTS/' },
    } as never) as { rel?: string; href?: string }[];
    expect(canonical.find((tag) => tag.rel === 'canonical')?.href).toBe('https://farm.example/products');
  });

  it('keeps a search’s page out of search engines, and lists the shop’s own pages', () => {
    const robots = (search: string) =>
      (
        meta({
          loaderData: { category: null, page: 1, search },
          matches: [{ id: 'root', loaderData: { lang: 'en', origin: 'https://farm.example' } }],
          location: { pathname: '/products' },
        } as never) as { name?: string; content?: string }[]
      ).find((tag) => tag.name === 'robots')?.content;
    expect(robots('call 050 000 0000')).toBe('noindex, follow');
    expect(robots('')).toBeUndefined();
  });

  it('shows the empty-state sentence and no pager when there is nothing to list', async () => {
    renderList({ page: 1, pages: 0, total: 0, products: [] });
    expect(await screen.findByText('No Products Available in this Category')).toBeTruthy();
    // A filter that leaves nothing is said too.
    expect(screen.getByRole('status').textContent).toBe('0 products');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows the cards with their offer, prices and stock, and the pager with more than one page', async () => {
    renderList({ page: 1, pages: 2, total: 10, products: [card(1), card(2)] });
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe(
      '/product-detail/product-1',
    );
    expect(screen.getByText('Flash Sale')).toBeTruthy();
    expect(screen.getAllByText('AED 129.50')).toHaveLength(2);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText('10 products')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });

  it('offers add to cart and add to wishlist on every card, posting to their actions', async () => {
    renderList({ page: 1, pages: 1, total: 1, products: [card(1)] });
    const add = await screen.findByRole('button', { name: /^Add to cart\s?: Product 1$/ });
    expect(add.closest('form')?.getAttribute('action')).toBe('/cart/add');
    const wish = screen.getByRole('button', { name: /^Add to wishlist\s?: Product 1$/ });
    expect(wish.closest('form')?.getAttribute('action')).toBe('/wishlist/add');
  });

  it('names a search, keeps it on the page links, and has its own empty state', async () => {
    renderList({ page: 1, pages: 2, total: 9, products: [card(1)], search: 'tower' });
    // The term is set apart in its own direction (<bdi>), inside the sentence.
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Search results for “tower”');
    expect(heading.querySelector('bdi')?.textContent).toBe('tower');
    expect(screen.getByText('Next').closest('a')?.getAttribute('href')).toBe('/products?search=tower&page=2');
    cleanup();
    renderList({ page: 1, pages: 0, total: 0, products: [], search: 'zzz' });
    const empty = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent === 'No products match “zzz”. Try another word, or browse every product.',
    );
    expect(empty.querySelector('bdi')?.textContent).toBe('zzz');
    expect(screen.getByRole('link', { name: 'Show all products' }).getAttribute('href')).toBe('/products');
  });

  it('keeps the sort, filters and search in every sort link, the form and the page links', async () => {
    renderList({
      page: 1,
      pages: 3,
      total: 20,
      products: [card(1)],
      search: 'kit',
      filters: { sort: 'price-desc', category: 'bbbbbbbbbbbbbbbbbbbbbbbb', inStock: true, maxPrice: 500 },
    });
    await screen.findByRole('link', { name: 'Product 1' });
    // Two copies of the controls (the phone's fold and the desktop's sidebar): both say the same.
    const current = screen.getAllByRole('link', { name: 'Price: high to low' });
    expect(current.map((link) => link.getAttribute('aria-current'))).toEqual(['true', 'true']);
    expect(screen.getAllByRole('link', { name: 'Newest' })[0].getAttribute('href')).toBe(
      '/products?search=kit&sort=newest&category=bbbbbbbbbbbbbbbbbbbbbbbb&inStock=true&maxPrice=500',
    );
    expect(screen.getByText('Next').closest('a')?.getAttribute('href')).toBe(
      '/products?search=kit&sort=price-desc&category=bbbbbbbbbbbbbbbbbbbbbbbb&inStock=true&maxPrice=500&page=2',
    );
    const form = screen.getAllByRole('form', { name: 'Filter' })[0] as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/products');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      search: 'kit',
      sort: 'price-desc',
      category: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      inStock: 'true',
      minPrice: '',
      maxPrice: '500',
    });
    expect(screen.getAllByRole('link', { name: 'Clear filters' })[0].getAttribute('href')).toBe(
      '/products?search=kit&sort=price-desc',
    );
  });

  it('says which part of the address it left out, and when filters match nothing', async () => {
    renderList({
      page: 1,
      pages: 0,
      total: 0,
      products: [],
      filters: { sort: 'featured', inStock: true },
      // the loader's sentences, in the page's language
      refused: ['Sort by one of: featured, price-asc, price-desc, newest, name.'],
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sort by one of: featured, price-asc, price-desc, newest, name.',
    );
    expect(screen.getByText('No products match these filters.')).toBeTruthy();
  });
});
