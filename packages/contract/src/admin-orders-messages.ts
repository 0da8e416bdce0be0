/**
 * What the admin's order screens, the payment report and the customer detail can say, keyed by
 * their stable codes like every other catalogue (message-codes.ts). Kept apart from the schemas so the
 * date rules can name their codes without importing the catalogue registry.
 */
export const adminOrderMessages = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  dateRangeReversed: 'The start date must be on or before the end date.',
  customerNotFound: 'Customer not found',
} as const;
