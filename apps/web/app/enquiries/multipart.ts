import { isFile } from '@farm/contract';

/**
 * A validated form as the API's multipart body (docs/product-rules.md §7): text as it is, numbers as text, lists as JSON text,
 * files under their field's name with the sender's file name. Absent values are left out.
 */
export function multipartBody(value: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    if (isFile(item)) {
      body.append(name, item, item.name);
    } else if (Array.isArray(item) && item.some(isFile)) {
      for (const file of item.filter(isFile)) body.append(name, file, file.name);
    } else if (Array.isArray(item)) {
      body.append(name, JSON.stringify(item));
    } else {
      body.append(name, String(item));
    }
  }
  return body;
}
