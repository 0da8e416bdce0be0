import { z } from 'zod';
import { CV_EXTENSIONS, CV_MAX_BYTES, CV_TYPES, PHOTO_MAX_PIXELS } from './constants';
import { isFile } from './fields';

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
  unexpectedFile: 'This form does not take a file there.',
  tooManyFiles: 'Too many files.',
} as const;

type UploadCode = keyof typeof uploadMessages;
const code = <C extends UploadCode>(c: C): C => c;

/** Whether a file the browser picked looks like a CV by its declared type or, failing that, its name. */
function looksLikeCv(file: File): boolean {
  if ((CV_TYPES as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  // Some systems declare no type (or a generic one) for Word files; the extension is the hint left.
  return (
    (file.type === '' || file.type === 'application/octet-stream') &&
    CV_EXTENSIONS.some((extension) => name.endsWith(extension))
  );
}

/** The career form's CV: a non-empty PDF, DOC or DOCX of at most 5 MB (the API checks the content). */
export function resumeRule(required: string) {
  return z
    .custom<File>((value) => isFile(value) && value.size > 0, required)
    .refine(looksLikeCv, code('cvType'))
    .refine((file) => file.size <= CV_MAX_BYTES, code('cvSize'));
}
