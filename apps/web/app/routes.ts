import { index, route, type RouteConfig } from '@react-router/dev/routes';

// Every URL of the spec (section 2) that is built so far, mapped explicitly. URLs of screens that arrive
// with later issues are deliberately absent: they fall through to the 404 route instead of a fake page.
export default [
  index('routes/index-redirect.ts'),
  route('home', 'routes/home.tsx'),
  route('products/:id?', 'routes/products.tsx'),
  route('product-detail/:id', 'routes/product-detail.tsx'),
  route('product-detail/:id/customize', 'routes/product-customize.tsx'),
  route('customize', 'routes/customize.tsx'),
  route('service/:id', 'routes/service.tsx'),
  route('career', 'routes/career.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('customize-form/:id?', 'routes/customize-form.tsx'),
  route('language', 'routes/language.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forget', 'routes/forget.tsx'),
  route('email-verification', 'routes/email-verification.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('logout', 'routes/logout.ts'),
  route('account', 'routes/account/layout.tsx', [
    index('routes/account/devices.tsx'),
    route('enquiries', 'routes/account/enquiries.tsx'),
  ]),
  route('admin-panel', 'routes/admin-panel/layout.tsx', [
    index('routes/admin-panel/index.ts'),
    route('dashboard', 'routes/admin-panel/dashboard.tsx'),
    route('customers', 'routes/admin-panel/customers.tsx'),
    // Guarded 404 for admin sections not built yet: the admin guard answers before the not-found does.
    route('*', 'routes/admin-panel/not-found.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
