import { useId } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';

/**
 * The product search of the header and the mobile menu: a plain GET form to /products?search=..., so it
 * works without JavaScript; on the product list it shows the term searched for.
 */
export function SearchForm({ variant }: { variant: 'bar' | 'menu' }) {
  const { t } = useI18n();
  const id = useId();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/products' ? (params.get('search') ?? '') : '';
  const bar = variant === 'bar';
  return (
    <Form
      method="get"
      action="/products"
      // One search landmark per page: the menu's copy lives inside the menu's navigation.
      role={bar ? 'search' : undefined}
      // Named, so it stays a landmark of its own beside a page's search (the admin's customer search).
      aria-label={bar ? t('search.label') : undefined}
      className={`flex items-stretch overflow-hidden rounded-lg border focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-sun-400 ${bar ? 'border-leaf-700 bg-leaf-800' : 'border-gray-300 bg-white'}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        key={current}
        type="search"
        name="search"
        defaultValue={current}
        maxLength={100}
        placeholder={t('search.placeholder')}
        className={`min-w-0 flex-1 px-3 py-1 focus:outline-none ${bar ? 'w-56 bg-transparent text-white placeholder:text-leaf-100' : 'py-2 text-gray-900 placeholder:text-gray-600'}`}
      />
      <button
        type="submit"
        className={`inline-flex items-center px-2.5 ${bar ? 'text-white hover:bg-leaf-700' : 'text-leaf-800 hover:bg-leaf-50'}`}
      >
        <Icon name="search" width={16} height={16} />
        <span className="sr-only">{t('search.submit')}</span>
      </button>
    </Form>
  );
}
