/**
 * The four segment pages (docs/product-rules.md §2), each the page of the service with the same slug, and the three
 * technologies the home page presents. Services are found by slug, which is the same in both languages and
 * survives a re-seed (docs/decisions/051-segment-tiles-by-slug.md).
 */
export const SEGMENT_SLUGS = ['residential', 'commercial', 'industrial', 'institutional'] as const;
export type SegmentSlug = (typeof SEGMENT_SLUGS)[number];

export const TECHNOLOGY_SLUGS = ['hydroponics', 'aquaponics', 'aeroponics'] as const;

export function isSegmentSlug(value: string): value is SegmentSlug {
  return (SEGMENT_SLUGS as readonly string[]).includes(value);
}

/** The address of a segment page: /commercial, /industrial, ... */
export function segmentPath(slug: SegmentSlug): string {
  return `/${slug}`;
}
