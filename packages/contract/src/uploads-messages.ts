import { CV_MAX_BYTES, CV_MAX_UNPACKED_BYTES, PHOTO_MAX_PIXELS } from './constants';

/**
 * What the API (and the browser, for what it can see) says about an uploaded file it refuses. The API
 * decides the type by the bytes, never by the name or the declared type; the browser can only look at
 * the declared type and the name, so it catches honest mistakes early and the API catches the rest.
 */
export const uploadMessages = {
  cvType: 'The CV must be a PDF, DOC or DOCX file.',
  cvSize: `The CV must be ${CV_MAX_BYTES / (1024 * 1024)} MB or smaller.`,
  fileEmpty: 'The file is empty.',
  fileUnreadable: 'The file could not be read. It may be damaged or not what its name says.',
  imageTooManyPixels: `The image is too large: at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
  fileNameNotAllowed: 'The file name is not allowed. Please rename the file and try again.',
  fileActiveContent: 'The file contains scripts, macros or embedded files and cannot be accepted.',
  documentTooLarge: `The document unpacks to too much (at most ${CV_MAX_UNPACKED_BYTES / (1024 * 1024)} MB) or is unusually compressed. Please save it again or send a PDF.`,
  unexpectedFile: 'This form does not take a file there.',
  tooManyFiles: 'Too many files.',
  // A text field of a multipart form over the parser's limit (far above any form field's own maximum).
  fieldTooLong: 'This text is too long.',
} as const;
