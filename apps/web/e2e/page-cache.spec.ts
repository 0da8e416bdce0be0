import { createCustomer, signIn } from './accounts-support';
import { API, expect, test } from './support';

// docs/decisions/091-http-caching.md: what a browser may keep of a page, checked on the real server.

async function productPath(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const products = (await (await request.get(`${API}/products?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  return `/product-detail/${products.data[0]!.slug}`;
}

test('an anonymous page may stay in the browser but is asked for again, never shared nor answered 304', async ({
  page,
  request,
}) => {
  for (const path of ['/home', '/products', await productPath(request)]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const headers = response!.headers();
    expect(headers['cache-control'], path).toBe('private, no-cache');
    expect(headers['vary'], path).toContain('Cookie');
    // Every page carries its own CSP nonce: a validator would let a kept copy outlive its nonce.
    expect(headers['etag'], path).toBeUndefined();
  }
});

test('a page for a signed-in visitor is never stored, whatever the page', async ({ page, request }) => {
  const customer = await createCustomer('page-cache');
  await signIn(page, customer.email, customer.password);
  for (const path of ['/home', '/products', await productPath(request), '/cart']) {
    const response = await page.goto(path);
    expect(response?.headers()['cache-control'], path).toBe('private, no-store');
  }
});
