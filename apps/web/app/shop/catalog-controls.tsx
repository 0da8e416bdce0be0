import { PRODUCT_SORTS, type ProductSort } from '@farm/contract';
import { Form, Link } from 'react-router';
import type { CategoryGroup } from '#app/lib/category-groups.server';
import { CategoryOptions } from '#app/components/category-options';
import { buttonVariants } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import { pageHref } from '#app/lib/pagination';
import { activeFilterCount, type CatalogFilters, filterParams } from '#app/shop/catalog-query';

export interface CatalogControlsProps {
  /** The list's own address: /products, or a category's /products/:id. */
  pathname: string;
  filters: CatalogFilters;
  search: string;
  groups: CategoryGroup[];
  currency: string;
}

// The form fields' look (components/forms.tsx), without that module: it brings the form library and zod,
// which this page does without (decision 104).
const controlClass =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-leaf-700';

const SORT_LABELS: Record<ProductSort, MessageKey> = {
  featured: 'catalog.sort.featured',
  'price-asc': 'catalog.sort.priceAsc',
  'price-desc': 'catalog.sort.priceDesc',
  newest: 'catalog.sort.newest',
  name: 'catalog.sort.name',
};

/**
 * The list's sort (links) and filters (a GET form): both keep the other's state and the search in the
 * address, so they work before or without JavaScript and a page of results can be shared. Shown twice by
 * the page, once folded above the grid on a phone and once as the sidebar on a desktop; `idPrefix` keeps
 * each copy's ids its own.
 */
export function CatalogControls({
  idPrefix,
  pathname,
  filters,
  search,
  groups,
  currency,
}: CatalogControlsProps & { idPrefix: string }) {
  const { t } = useI18n();
  const kept: Record<string, string> = search ? { search } : {};
  const id = (name: string) => `${idPrefix}-${name}`;
  // A category's own page names its category in the path; its sort links need not repeat it.
  const linked = pathname === '/products' ? filters : { ...filters, category: undefined };
  return (
    <div className="flex flex-col gap-6">
      <nav aria-labelledby={id('sort-title')}>
        <h2 id={id('sort-title')} className="text-sm font-semibold tracking-wide text-gray-700 uppercase">
          {t('catalog.sort.title')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {PRODUCT_SORTS.map((sort) => {
            const current = sort === filters.sort;
            return (
              <li key={sort}>
                <Link
                  to={pageHref(pathname, 1, { ...kept, ...filterParams({ ...linked, sort }) })}
                  aria-current={current ? 'true' : undefined}
                  preventScrollReset
                  className={
                    current
                      ? 'inline-block rounded-full bg-leaf-700 px-3 py-1.5 text-sm font-semibold text-white lg:block lg:rounded-lg'
                      : 'inline-block rounded-full border border-leaf-200 bg-white px-3 py-1.5 text-sm text-leaf-900 hover:bg-leaf-50 lg:block lg:rounded-lg lg:border-transparent'
                  }
                >
                  {t(SORT_LABELS[sort])}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <Form
        method="get"
        action="/products"
        aria-labelledby={id('filter-title')}
        className="flex flex-col gap-4"
      >
        <h2 id={id('filter-title')} className="text-sm font-semibold tracking-wide text-gray-700 uppercase">
          {t('catalog.filter.title')}
        </h2>
        {search && <input type="hidden" name="search" value={search} />}
        {filters.sort !== 'featured' && <input type="hidden" name="sort" value={filters.sort} />}
        <div>
          <label htmlFor={id('category')} className="font-medium text-gray-900">
            {t('catalog.filter.category')}
          </label>
          {/* Each field keyed by the value the list has, so it shows the list it is on after Clear filters,
              Back or another category (a field only takes its first value), while the panel itself, its
              fold and the focused control stay. The sidebar has room for the category names; one longer
              still ends in an ellipsis rather than mid-letter, and the open list and the category's own
              heading show it whole (decision 271). */}
          <select
            key={filters.category ?? ''}
            id={id('category')}
            name="category"
            defaultValue={filters.category ?? ''}
            className={`${controlClass} text-ellipsis`}
          >
            <option value="">{t('catalog.filter.allCategories')}</option>
            <CategoryOptions groups={groups} />
          </select>
        </div>
        <label className="flex items-center gap-2 font-medium text-gray-900">
          <input
            key={String(filters.inStock === true)}
            type="checkbox"
            name="inStock"
            value="true"
            defaultChecked={filters.inStock === true}
            className="h-5 w-5 accent-leaf-700"
          />
          {t('catalog.filter.inStock')}
        </label>
        <fieldset>
          <legend className="font-medium text-gray-900">{t('catalog.filter.price', { currency })}</legend>
          <div className="mt-1 grid grid-cols-2 gap-3">
            <PriceInput
              id={id('min-price')}
              name="minPrice"
              label={t('catalog.filter.minPrice')}
              value={filters.minPrice}
            />
            <PriceInput
              id={id('max-price')}
              name="maxPrice"
              label={t('catalog.filter.maxPrice')}
              value={filters.maxPrice}
            />
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonVariants({ size: 'sm' })}>
            {t('catalog.filter.apply')}
          </button>
          {activeFilterCount(filters) > 0 && (
            <Link
              to={pageHref('/products', 1, { ...kept, ...filterParams({ sort: filters.sort }) })}
              className={buttonVariants({ variant: 'link', size: 'xs' })}
            >
              {t('catalog.filter.clear')}
            </Link>
          )}
        </div>
      </Form>
    </div>
  );
}

function PriceInput({ id, name, label, value }: { id: string; name: string; label: string; value?: number }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm text-gray-800">
        {label}
      </label>
      <input
        key={value ?? ''}
        id={id}
        name={name}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        defaultValue={value ?? ''}
        className={controlClass}
      />
    </div>
  );
}

/** The phone's fold: what is sorted and how many filters apply, visible while it is closed. */
export function CatalogControlsFold(props: CatalogControlsProps) {
  const { t, tn } = useI18n();
  const active = activeFilterCount(props.filters);
  return (
    <details className="group rounded-xl border border-leaf-100 bg-white shadow-sm lg:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-leaf-900 [&::-webkit-details-marker]:hidden">
        <span className="flex flex-col">
          {t('catalog.fold')}
          <span className="text-sm font-normal text-gray-700">
            {t(SORT_LABELS[props.filters.sort])}
            {active > 0 && ` · ${tn('catalog.activeFilters', active)}`}
          </span>
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-leaf-100 px-4 py-4">
        <CatalogControls idPrefix="fold" {...props} />
      </div>
    </details>
  );
}
