import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { pipelineRoutes } from '#app/routes/admin-panel/pipelines/routes';

// Every URL of the spec (section 2) that is built so far, mapped explicitly. URLs of screens that arrive
// with later issues are deliberately absent: they fall through to the 404 route instead of a fake page.
export default [
  index('routes/index-redirect.ts'),
  route('home', 'routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('gallery', 'routes/gallery.tsx'),
  // The four segment pages share one module, which reads the segment from the path.
  route('commercial', 'routes/segment.tsx', { id: 'segment-commercial' }),
  route('industrial', 'routes/segment.tsx', { id: 'segment-industrial' }),
  route('institutional', 'routes/segment.tsx', { id: 'segment-institutional' }),
  route('residential', 'routes/segment.tsx', { id: 'segment-residential' }),
  route('policy-guidelines', 'routes/policy-guidelines.tsx'),
  route('terms-conditions', 'routes/terms-conditions.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('blog-list', 'routes/blog-list.tsx'),
  route('blog-details', 'routes/blog-details-index.ts'),
  route('blog-details/:slug', 'routes/blog-details.tsx'),
  // The documents the site offers, drawn on first request (docs/decisions/052-documents-made-with-pdfkit.md).
  route('Magazine.pdf', 'routes/magazine.ts'),
  route('future-farmers-school.pdf', 'routes/school-programme.ts'),
  route('products/:id?', 'routes/products.tsx'),
  route('product-detail/:id', 'routes/product-detail.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('cart/add', 'routes/cart-add.ts'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('wishlist/add', 'routes/wishlist-add.ts'),
  route('checkout', 'routes/checkout.tsx'),
  route('order-confirmation/:id', 'routes/order-confirmation.tsx'),
  route('service/:id', 'routes/service.tsx'),
  route('planner', 'routes/planner.tsx'),
  route('planner/:id', 'routes/planner-plan.tsx'),
  route('planner/:id/plan.pdf', 'routes/planner-pdf.ts'),
  route('product-detail/:id/customize', 'routes/product-customize.tsx'),
  route('customize', 'routes/customize.tsx'),
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
    route('orders', 'routes/account/orders.tsx'),
    route('orders/:id', 'routes/account/order.tsx'),
    route('enquiries', 'routes/account/enquiries.tsx'),
  ]),
  // The dashboard's live figures: JSON for its refresh, outside the layout (a script reads it, not a person).
  route('admin-panel/dashboard/live', 'routes/admin-panel/dashboard-live.ts'),
  route('admin-panel', 'routes/admin-panel/layout.tsx', [
    index('routes/admin-panel/index.ts'),
    route('dashboard', 'routes/admin-panel/dashboard.tsx'),
    route('customers', 'routes/admin-panel/customers.tsx'),
    route('planner', 'routes/admin-panel/planner.tsx'),
    route('order', 'routes/admin-panel/orders.tsx'),
    route('order/:id', 'routes/admin-panel/order.tsx'),
    route('customers/:id', 'routes/admin-panel/customer.tsx'),
    route('report-payments', 'routes/admin-panel/report-payments.tsx'),
    // The report's CSV download (a resource route: the admin's token stays on the server).
    route('report-payments/csv', 'routes/admin-panel/report-payments-csv.ts'),
    // The submission pipelines: customization, product-customization, product-detail-customization, contact, career.
    ...pipelineRoutes(),
    route('products', 'routes/admin-panel/products.tsx'),
    route('products/add-products', 'routes/admin-panel/product-edit.tsx', { id: 'product-add' }),
    route('products/add-products/:id', 'routes/admin-panel/product-edit.tsx'),
    route('products/add-products/:id/delete', 'routes/admin-panel/product-delete.tsx'),
    route('products/add-products/:id/restore', 'routes/admin-panel/product-restore.ts'),
    route('service-category', 'routes/admin-panel/service-category.tsx'),
    route('service-category/add-service/:id?', 'routes/admin-panel/service-edit.tsx'),
    // One screen for adding (to any service, or to service :id) and for editing category :id.
    route('service-category/add-category/:id?', 'routes/admin-panel/category-edit.tsx', {
      id: 'category-add',
    }),
    route('service-category/edit-category/:id', 'routes/admin-panel/category-edit.tsx', {
      id: 'category-edit',
    }),
    route('blog', 'routes/admin-panel/blog.tsx'),
    route('blogs/blogs-create/:id?', 'routes/admin-panel/blog-edit.tsx'),
    route('gallery', 'routes/admin-panel/gallery.tsx'),
    route('gallery/add-gallery/:id?', 'routes/admin-panel/gallery-edit.tsx'),
    // Guarded 404 for admin sections not built yet: the admin guard answers before the not-found does.
    route('*', 'routes/admin-panel/not-found.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
