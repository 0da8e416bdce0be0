import type { MessageKey } from '#app/i18n/messages';

/** Every admin sub-route of docs/product-rules.md §2, in the sidebar's order (screens arrive with the admin issue). */
export const adminSections: readonly { path: string; label: MessageKey }[] = [
  { path: 'dashboard', label: 'admin.dashboard' },
  { path: 'products', label: 'admin.products' },
  { path: 'order', label: 'admin.order' },
  { path: 'customers', label: 'admin.customers' },
  { path: 'customization', label: 'admin.customization' },
  { path: 'product-customization', label: 'admin.productCustomization' },
  { path: 'product-detail-customization', label: 'admin.productDetailCustomization' },
  { path: 'contact', label: 'admin.contact' },
  { path: 'career', label: 'admin.career' },
  { path: 'report-payments', label: 'admin.reportPayments' },
  { path: 'service-category', label: 'admin.serviceCategory' },
  { path: 'blog', label: 'admin.blog' },
  { path: 'gallery', label: 'admin.gallery' },
  { path: 'planner', label: 'admin.planner' },
];
