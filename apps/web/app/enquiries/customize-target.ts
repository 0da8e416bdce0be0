/** What a customization request is about: the visitor's own space, or one product. */
export type CustomizeTarget =
  { kind: 'space' } | { kind: 'product'; productId: string; slug: string; name: string };

/** The page with the request form, where the trigger links to (and where the form posts). */
export function customizePath(target: CustomizeTarget): string {
  return target.kind === 'space'
    ? '/customize'
    : `/product-detail/${encodeURIComponent(target.slug)}/customize`;
}
