import { LinkCard } from '#app/components/link-card';
import { useI18n } from '#app/i18n/context';

export type CategoryTile = { _id: string; name: string; description: string; image: string };

/** A service's categories as cards leading to their products, or a word that they are coming. */
export function CategoryGrid({ categories, className }: { categories: CategoryTile[]; className: string }) {
  const { t } = useI18n();
  if (categories.length === 0) return <p className="mt-6 text-gray-700">{t('service.noCategories')}</p>;
  return (
    <ul className={`grid gap-6 ${className}`}>
      {categories.map((category) => (
        <li key={category._id}>
          <LinkCard
            to={`/products/${category._id}`}
            title={category.name}
            description={category.description}
            cta={t('service.viewProducts')}
            image={category.image}
          />
        </li>
      ))}
    </ul>
  );
}
