/** If-None-Match may list several tags, weak ones (W/) or '*'. */
export function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 13.1.2), as If-None-Match asks: a W/ on either side does not count.
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === ours);
}
