import type { SizedImage } from '@farm/contract';

/** `srcset` of a stored picture: its narrower renditions and the original at its own width. */
function srcSetOf(image: SizedImage): string {
  return [...image.variants, { url: image.url, width: image.width }]
    .sort((a, b) => a.width - b.width)
    .map(({ url, width }) => `${url} ${width}w`)
    .join(', ');
}

type SizedPictureProps = {
  image: SizedImage;
  alt: string;
  /** The `sizes` attribute: how wide the picture shows at each viewport width. */
  sizes: string;
  className?: string;
  /** The page's main picture: loaded at once and early (it is the largest paint), never lazily. */
  priority?: boolean;
};

/**
 * A stored picture with its intrinsic width and height (the browser reserves the box: no layout shift),
 * lazy unless it is the page's main picture, and a `srcset` so phones fetch a narrow rendition.
 */
export function SizedPicture({ image, alt, sizes, className, priority = false }: SizedPictureProps) {
  return (
    <img
      src={image.variants.at(-1)?.url ?? image.url}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
}
