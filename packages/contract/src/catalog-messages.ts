/** The catalog's answers, keyed by their stable code (message-codes.ts). */
export const catalogMessages = {
  serviceNotFound: 'Service not found',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  productSortInvalid: 'Sort by one of: featured, price-asc, price-desc, newest, name.',
  categoryFilterInvalid: 'Choose a category from the list.',
  inStockFilterInvalid: 'In stock must be true or false.',
  featuredFilterInvalid: 'Featured must be true or false.',
  priceFilterInvalid: 'A price to filter by must be an amount from 0 to 10,000,000 with at most 2 decimals.',
  priceRangeInverted: 'The lowest price must not be higher than the highest price.',
} as const;
