/** The catalog's answers, keyed by their stable code (message-codes.ts). */
export const catalogMessages = {
  serviceNotFound: 'Service not found',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
} as const;
