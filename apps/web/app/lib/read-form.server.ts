/**
 * The posted form, read only up to `maxBytes`, or null when the body is larger. `request.formData()` would
 * hold any body whole in memory, so a 500 MB post could sit in this process before anything said no: the
 * declared length is checked first, and the stream itself is counted (a chunked body declares none).
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return null;
  if (!request.body) return request.formData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  // The same request again, with the body now in hand, so the platform's own parser reads the form.
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: Buffer.concat(chunks),
  });
  return copy.formData();
}
