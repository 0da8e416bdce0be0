import type { ReactNode } from 'react';
import type { SizedImage } from '@farm/contract';
import { SizedPicture } from '#app/components/content/sized-picture';
import { Written } from '#app/components/ui/written';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead?: string;
  /** A stored picture beside the text on wide screens (the page's main picture). */
  image?: SizedImage | null;
  /** A plain URL picture (catalog media carry no size; 800x600 is what the seed stores). */
  imageUrl?: string | null;
  children?: ReactNode;
};

/** The opening band of a content page: dark green, the h1, a lead sentence and optional actions. */
export function PageHero({ eyebrow, title, lead, image, imageUrl, children }: PageHeroProps) {
  const hasPicture = Boolean(image || imageUrl);
  return (
    <section className="relative overflow-hidden bg-leaf-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-leaf-700),transparent_60%)]"
      />
      <div
        className={`relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 ${hasPicture ? 'lg:grid-cols-2' : ''}`}
      >
        <div>
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-sun-400 uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl">
            <Written text={title} />
          </h1>
          {lead && (
            <p className="mt-5 max-w-2xl text-lg text-leaf-50">
              <Written text={lead} />
            </p>
          )}
          {children}
        </div>
        {image && (
          <SizedPicture
            image={image}
            alt=""
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            priority
            className="hidden aspect-[4/3] w-full rounded-2xl object-cover shadow-2xl lg:block"
          />
        )}
        {!image && imageUrl && (
          <img
            src={imageUrl}
            alt=""
            width={800}
            height={600}
            fetchPriority="high"
            className="hidden aspect-[4/3] w-full rounded-2xl object-cover shadow-2xl lg:block"
          />
        )}
      </div>
    </section>
  );
}

/** A service's opening: its sub-heading over its name, its description, and its first picture beside them. */
export function ServiceHero({
  service,
  children,
}: {
  service: { subHeading: string; name: string; description: string; images: string[] };
  children: ReactNode;
}) {
  return (
    <PageHero
      eyebrow={service.subHeading}
      title={service.name}
      lead={service.description}
      imageUrl={service.images[0]}
    >
      {children}
    </PageHero>
  );
}
