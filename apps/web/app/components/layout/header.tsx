import { Link } from 'react-router';
import type { AccountUser, ShopCounts } from '@farm/contract';
import { Icon } from '#app/components/icons';
import { AdminPanelLink } from '#app/components/layout/profile-menu';
import { useI18n } from '#app/i18n/context';
import { HeaderActions } from '#app/components/layout/header-actions';
import { MagazineLink } from '#app/components/layout/magazine-link';
import { MobileMenu } from '#app/components/layout/mobile-menu';
import { NavItems } from '#app/components/layout/nav-links';
import { navAfterServices, navBeforeServices, type MenuService } from '#app/components/layout/nav-items';
import { ServicesMenu } from '#app/components/layout/services-menu';
import { TopBar } from '#app/components/layout/top-bar';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2.5 py-2 font-medium whitespace-nowrap hover:bg-leaf-50 hover:text-leaf-800 ${isActive ? 'text-leaf-800 underline decoration-2 underline-offset-8' : 'text-gray-800'}`;

export function Header({
  services,
  user,
  counts,
}: {
  services: MenuService[];
  user: AccountUser | null;
  counts?: ShopCounts;
}) {
  const { t } = useI18n();
  return (
    <header className="z-30 bg-white shadow-sm lg:sticky lg:top-0 print:hidden">
      <TopBar />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-2">
          <MobileMenu services={services} user={user} />
          <Link to="/home" aria-label={t('brand.home')} className="inline-flex items-center gap-2 rounded">
            <span className="flex h-9 w-9 items-center justify-center rounded-full bg-leaf-700 text-white">
              <Icon name="leaf" />
            </span>
            {/* Phones: the name on two short lines, and only the leaf below 360 px (the link keeps its name). */}
            <span className="hidden max-w-[6.5rem] text-base leading-tight font-bold text-balance text-leaf-800 min-[360px]:block sm:max-w-none sm:text-lg sm:whitespace-nowrap">
              {t('brand.name')}
            </span>
          </Link>
        </div>
        <nav aria-label={t('nav.main')} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            <NavItems items={navBeforeServices} className={linkClass} />
            <li>
              <ServicesMenu services={services} />
            </li>
            <NavItems items={navAfterServices} className={linkClass} />
            {user?.role === 'Admin' && (
              <li>
                <AdminPanelLink user={user} className={linkClass({ isActive: false })} />
              </li>
            )}
            <li>
              <MagazineLink className={linkClass({ isActive: false })} />
            </li>
          </ul>
        </nav>
        <HeaderActions user={user} cartCount={counts?.cart} wishlistCount={counts?.wishlist} />
      </div>
    </header>
  );
}
