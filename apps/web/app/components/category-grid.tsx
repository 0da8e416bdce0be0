import type { Category } from '@farm/contract';
import { LinkCard } from '#app/components/link-card';
import { TILE_GRIDS, type TileGrid } from '#app/components/product-grid';
import { useI18n } from '#app/i18n/context';
import { CATEGORY_FALLBACK_IMAGE } from '#app/lib/media';

export type CategoryTile = { _id: string; name: string; description: string; image: string };

/** A category as its tile shows it; one without a picture gets the fallback (docs/product-rules.md §2). */
export function categoryTileOf(category: Category): CategoryTile {
  return {
    _id: category._id,
    name: category.name,
    description: category.description,
    image: category.image?.url || CATEGORY_FALLBACK_IMAGE,
  };
}

/** A service's categories as cards leading to their products, or a word that they are coming. */
export function CategoryGrid({
  categories,
  grid,
  className,
}: {
  categories: CategoryTile[];
  grid: TileGrid;
  className: string;
}) {
  const { t } = useI18n();
  if (categories.length === 0) return <p className="mt-6 text-gray-700">{t('service.noCategories')}</p>;
  return (
    <ul className={`${TILE_GRIDS[grid].className} ${className}`}>
      {categories.map((category) => (
        <li key={category._id}>
          <LinkCard
            to={`/products/${category._id}`}
            title={category.name}
            description={category.description}
            cta={t('service.viewProducts')}
            image={category.image}
            grid={grid}
          />
        </li>
      ))}
    </ul>
  );
}
