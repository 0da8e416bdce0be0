import { Link } from 'react-router';
import { TILE_GRIDS, type TileGrid } from '#app/components/product-grid';
import { responsiveImage } from '#app/lib/media';
import { Written } from '#app/components/ui/written';

type LinkCardProps = {
  to: string;
  title: string;
  description: string;
  /** the call to action under the text ("Learn more", "View products"); the whole card is the link */
  cta: string;
  /** image url; without one the card keeps its image area empty (the caller passes its fallback) */
  image?: string;
  /** the grid the card is in, for its picture's `sizes` (components/product-grid.ts) */
  grid: TileGrid;
};

/** A card whose whole surface links to `to`: the service tiles on home and the category tiles of a service. */
export function LinkCard({ to, title, description, cta, image, grid }: LinkCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-leaf-100 bg-white shadow-sm hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-leaf-700 has-[a:focus-visible]:ring-offset-2">
      <div className="aspect-[4/3] bg-leaf-50">
        {image && (
          <img
            {...responsiveImage(image, TILE_GRIDS[grid].sizes, { largest: 640 })}
            alt=""
            loading="lazy"
            width={400}
            height={300}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-gray-900">
          <Link
            to={to}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            <Written text={title} />
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-gray-700">
          <Written text={description} />
        </p>
        <p aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-leaf-700">
          {cta} <span className="inline-block rtl:rotate-180">→</span>
        </p>
      </div>
    </article>
  );
}
