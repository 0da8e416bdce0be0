// Stricter than mongoose's isValidObjectId, which also accepts any 12-character string.
const objectIdPattern = /^[a-f\d]{24}$/i;

/** True for a 24-character hex string, the only id form the API accepts from clients. */
export function isObjectIdString(value: string): boolean {
  return objectIdPattern.test(value);
}
