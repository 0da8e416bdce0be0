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

/**
 * The services as list items, in the header's menu and the mobile menu alike: Residential leads to the
 * shop, the others to their form; a line says so when there are none yet.
 */
export function ServiceItems({
  services,
  emptyClass,
  linkClass,
}: {
  services: MenuService[];
  emptyClass: string;
  linkClass: string;
}) {
  const { t } = useI18n();
  if (services.length === 0) return <li className={emptyClass}>{t('nav.noServices')}</li>;
  return services.map((service) => (
    <li key={service._id}>
      <Link to={serviceMenuHref(service)} className={linkClass}>
        <bdi>{service.name}</bdi>
      </Link>
    </li>
  ));
}
