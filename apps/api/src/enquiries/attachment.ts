/** The extension each stored type is saved under (the type comes from the bytes, not the sender's name). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * A Content-Disposition for a download under the sender's own file name: an ASCII `filename` for old
 * clients and the exact (UTF-8, e.g. Arabic) name in `filename*` (RFC 6266, RFC 8187). The name ends in
 * the extension of the type the bytes really are, so a `cv.pdf` that is a DOCX opens in a word processor.
 */
export function attachmentDisposition(name: string, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  const base = name.replace(/\.[^.]*$/, '') || 'file';
  const full = extension ? `${base}.${extension}` : name;
  const ascii = full.replace(/[^\w.-]/g, '_');
  const encoded = encodeURIComponent(full).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
