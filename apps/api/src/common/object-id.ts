import { objectIdSchema } from '@farm/contract';

/**
 * True for a 24-character hex string, the only id form the API accepts from clients: the contract's rule,
 * stricter than mongoose's isValidObjectId, which also accepts any 12-character string.
 */
export function isObjectIdString(value: string): boolean {
  return objectIdSchema.safeParse(value).success;
}
