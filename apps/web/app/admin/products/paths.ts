/** The admin URL of one product's edit page (docs/product-rules.md §2: products/add-products/{id}). */
export const productPath = (id: string) => `/admin-panel/products/add-products/${id}`;
