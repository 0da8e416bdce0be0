import { z } from 'zod';
import { CV_EXTENSIONS, CV_MAX_BYTES, CV_TYPES } from './constants';
import { isFile } from './fields';
import { uploadMessages } from './uploads-messages';

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
