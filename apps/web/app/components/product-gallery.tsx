import { useState } from 'react';
import { useI18n } from '#app/i18n/context';
import { responsiveImage } from '#app/lib/media';

/**
 * Main image with thumbnails. Thumbnails are links to `?image=N`, so choosing one works without
 * JavaScript; once hydrated the choice happens in place without a request.
 */
export function ProductGallery({
  name,
  images,
  initial,
}: {
  name: string;
  images: string[];
  initial: number;
}) {
  const { t } = useI18n();
  const [selected, setSelected] = useState(Math.min(Math.max(0, initial), Math.max(0, images.length - 1)));
  const current = images[selected];
  return (
    <section aria-label={t('detail.images')}>
      <div className="aspect-square overflow-hidden rounded-2xl border border-leaf-100 bg-white">
        {current ? (
          <img
            {...responsiveImage(current, '(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 92vw', {
              smallest: 320,
              largest: 1200,
            })}
            alt={t('detail.imageAlt', { name, n: selected + 1 })}
            fetchPriority="high"
            width={800}
            height={800}
            className="h-full w-full object-cover"
          />
        ) : (
          <p className="flex h-full items-center justify-center text-gray-600">{t('detail.noImage')}</p>
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-5">
          {images.map((src, index) => (
            <li key={src}>
              <a
                href={`?image=${index + 1}`}
                aria-label={t('detail.showImage', { n: index + 1, count: images.length })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setSelected(index);
                }}
                className={`block aspect-square overflow-hidden rounded-lg border-2 ${index === selected ? 'border-leaf-700' : 'border-transparent hover:border-leaf-300'}`}
              >
                <img
                  {...responsiveImage(src, '(min-width: 640px) 110px, 22vw', { largest: 320 })}
                  alt=""
                  loading="lazy"
                  width={120}
                  height={120}
                  className="h-full w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
