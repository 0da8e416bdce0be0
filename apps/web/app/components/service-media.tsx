import { useI18n } from '#app/i18n/context';
import { isPlayableVideo } from '#app/lib/media';

/** A service's images and videos: files play in place, links to video sites open in a new tab. */
export function ServiceMedia({ name, images, videos }: { name: string; images: string[]; videos: string[] }) {
  const { t } = useI18n();
  return (
    <>
      {images.length > 0 && (
        <section aria-labelledby="service-images" className="mt-14">
          <h2 id="service-images" className="text-2xl font-bold text-gray-900">
            {t('service.images')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {images.map((src, index) => (
              <li key={src} className="overflow-hidden rounded-xl bg-leaf-50">
                <img
                  src={src}
                  alt={t('service.imageAlt', { name, n: index + 1 })}
                  loading="lazy"
                  width={600}
                  height={450}
                  className="aspect-[4/3] h-full w-full object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="service-videos" className="mt-14">
          <h2 id="service-videos" className="text-2xl font-bold text-gray-900">
            {t('service.videos')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {videos.map((url, index) => (
              <li key={url}>
                {isPlayableVideo(url) ? (
                  <video
                    controls
                    preload="none"
                    src={url}
                    title={t('service.videoTitle', { name, n: index + 1 })}
                    className="aspect-video w-full rounded-xl bg-gray-900"
                  />
                ) : (
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex aspect-video items-center justify-center gap-3 rounded-xl bg-leaf-800 text-lg font-semibold text-white hover:bg-leaf-700"
                  >
                    <span
                      aria-hidden="true"
                      className="flex h-14 w-14 items-center justify-center rounded-full bg-white/20 text-2xl rtl:-scale-x-100"
                    >
                      ▶
                    </span>
                    {t('service.watchVideo', { n: index + 1 })}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
