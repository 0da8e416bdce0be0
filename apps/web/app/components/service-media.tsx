import type { Service, ServiceVideo } from '@farm/contract';
import { ServiceVideos } from '#app/components/service-videos';
import { useI18n } from '#app/i18n/context';

/** What a service's page shows of it: its words, and its media as ServiceMedia takes them. */
export function servicePageOf(service: Service) {
  return {
    _id: service._id,
    name: service.name,
    subHeading: service.subHeading,
    description: service.description,
    subdescription: service.subdescription,
    images: service.image.map((media) => media.url),
    videos: service.video,
  };
}

/** A service's images and videos; a kind with none shows no section. */
export function ServiceMedia({
  name,
  images,
  videos,
}: {
  name: string;
  images: string[];
  videos: ServiceVideo[];
}) {
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
      <ServiceVideos videos={videos} />
    </>
  );
}
