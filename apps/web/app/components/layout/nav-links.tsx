import { Link, NavLink, type NavLinkProps } from 'react-router';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import { serviceMenuHref } from '#app/lib/site';
import type { MenuService } from '#app/components/layout/nav-items';

/** Links of the main navigation as list items, the current page's marked by `className`. */
export function NavItems({
  items,
  className,
}: {
  items: { to: string; key: MessageKey }[];
  className: NavLinkProps['className'];
}) {
  const { t } = useI18n();
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className={className}>
        {t(item.key)}
      </NavLink>
    </li>
  ));
}

const serviceListClasses = {
  dropdown: {
    list: 'absolute start-0 top-full z-40 mt-1 min-w-60 rounded-lg border border-leaf-100 bg-white py-2 shadow-lg',
    empty: 'px-4 py-2 text-gray-600',
    link: 'block px-4 py-2 text-gray-800 hover:bg-leaf-50 hover:text-leaf-800 focus-visible:bg-leaf-50',
  },
  mobile: {
    list: 'ms-3 border-s border-leaf-100 ps-2',
    empty: 'px-3 py-2 text-gray-600',
    link: 'block rounded-lg px-3 py-2 text-gray-800 hover:bg-leaf-50',
  },
};

/**
 * The services, in the header's dropdown and the mobile menu alike: Residential leads to the shop, the
 * others to their form; a line says so when there are none yet.
 */
export function ServiceList({
  services,
  variant,
}: {
  services: MenuService[];
  variant: keyof typeof serviceListClasses;
}) {
  const { t } = useI18n();
  const classes = serviceListClasses[variant];
  return (
    <ul className={classes.list}>
      {services.length === 0 ? (
        <li className={classes.empty}>{t('nav.noServices')}</li>
      ) : (
        services.map((service) => (
          <li key={service._id}>
            <Link to={serviceMenuHref(service)} className={classes.link}>
              <bdi>{service.name}</bdi>
            </Link>
          </li>
        ))
      )}
    </ul>
  );
}
