/**
 * The sentences the API answers with outside any one domain: malformed requests, unknown routes, failures.
 * Keyed by their stable code like every other catalogue (message-codes.ts).
 */
export const commonMessages = {
  invalidRequest: 'The request is not valid',
  malformedJson: 'The request body is not valid JSON',
  // A request that names no fields at all, or a JSON body that is a list or a single value
  // (docs/decisions/267-request-bodies-that-say-what-is-wrong.md).
  bodyMissing: 'The request has no body.',
  bodyNotObject: 'The request body must be a JSON object.',
  // A form (multipart or urlencoded) that carries one field twice: which of the two was meant is unknown.
  fieldRepeated: 'This field was sent more than once.',
  notFound: 'Not found',
  methodNotAllowed: 'This method is not allowed here',
  payloadTooLarge: 'The request is too large',
  badRequest: 'Bad request',
  internalError: 'Internal server error',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  databaseUnavailable: 'Database unavailable',
} as const;
/** The files module's answers (uploads and downloads). */
export const fileMessages = {
  fileNotFound: 'File not found',
  fileTooLarge: 'File is larger than {maxMb} MB',
  fileTypeNotAllowed: 'File type is not allowed (accepted: {accepted})',
  imageWidthNotAllowed: 'Images are served at these widths only: {widths}',
  rangeNotSatisfiable: 'The requested range lies outside the file.',
} as const;
