import type { AccountUser } from '@farm/contract';
import { Link } from 'react-router';
import { Icon } from '#app/components/icons';
import { AdminPanelLink } from '#app/components/layout/profile-menu';
import { AccountLinks, LogoutForm, SignedInUser } from '#app/components/layout/signed-in';
import { useI18n } from '#app/i18n/context';
import { useCompany } from '#app/lib/site';
import { SearchForm } from '#app/components/layout/search-form';
import { MagazineLink } from '#app/components/layout/magazine-link';
import { navAfterServices, navBeforeServices, type MenuService } from '#app/components/layout/nav-items';
import { NavItems, ServiceList } from '#app/components/layout/nav-links';
import { useDisclosure } from '#app/utils/use-disclosure';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-leaf-50 text-leaf-800' : 'text-gray-800 hover:bg-leaf-50'}`;

/**
 * Slide-out menu for small screens, mirroring the main navigation. A <details> element, so it opens and
 * closes without JavaScript; the summary stays above the panel and turns into the close control.
 */
export function MobileMenu({ services, user }: { services: MenuService[]; user: AccountUser | null }) {
  const { t } = useI18n();
  const [phone] = useCompany().phones;
  const ref = useDisclosure();
  return (
    // The details box keeps the button's size while open: the summary then moves to the panel's corner
    // (fixed), so the close control is always on screen, however far the page was scrolled.
    <details ref={ref} className="group h-10 w-10 xl:hidden">
      <summary className="relative z-50 inline-flex rounded-lg p-2 text-gray-800 hover:bg-leaf-50 group-open:fixed group-open:start-5 group-open:top-3">
        <Icon name="menu" className="group-open:hidden" />
        <Icon name="close" className="hidden group-open:block" />
        <span className="sr-only group-open:hidden">{t('header.openMenu')}</span>
        <span className="sr-only hidden group-open:inline">{t('header.closeMenu')}</span>
      </summary>
      <div data-backdrop className="fixed inset-0 z-40 bg-gray-900/40" aria-hidden="true" />
      <nav
        aria-label={t('nav.main')}
        className="slide-in-start fixed inset-y-0 start-0 z-40 flex w-80 max-w-[85vw] flex-col gap-1 overflow-y-auto bg-white p-4 pt-3 shadow-xl"
      >
        <p className="mb-2 flex h-11 items-center ps-12 text-lg font-bold text-leaf-800">{t('brand.name')}</p>
        <div className="mb-2">
          <SearchForm variant="menu" />
        </div>
        <ul className="flex flex-col gap-1">
          <NavItems items={navBeforeServices} className={itemClass} />
          <li>
            <details className="group/services">
              <summary className="flex items-center justify-between rounded-lg px-3 py-2.5 font-medium text-gray-800 hover:bg-leaf-50">
                {t('nav.services')}
                <Icon name="chevron-down" width={16} height={16} className="group-open/services:rotate-180" />
              </summary>
              <ServiceList services={services} variant="mobile" />
            </details>
          </li>
          <NavItems items={navAfterServices} className={itemClass} />
          <li className="px-3 py-2.5">
            <MagazineLink className="font-medium text-gray-800 hover:text-leaf-800" />
          </li>
          {user?.role === 'Admin' && (
            <li>
              <AdminPanelLink user={user} className={itemClass({ isActive: false })} />
            </li>
          )}
        </ul>
        <div className="mt-auto flex flex-col gap-2 border-t border-leaf-100 pt-4">
          <a
            href={phone?.href}
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-leaf-50"
          >
            <Icon name="phone" className="text-leaf-700" />
            <span>
              {t('header.callRequest')}:{' '}
              <span dir="ltr" className="whitespace-nowrap">
                {phone?.text}
              </span>
            </span>
          </a>
          {user ? (
            <div className="rounded-lg bg-leaf-50 px-3 py-2">
              <SignedInUser user={user} />
              <AccountLinks spacing="mt-2" />
              <LogoutForm className="mt-2" />
            </div>
          ) : (
            <Link
              to="/login"
              className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-leaf-700 px-4 py-2.5 font-semibold text-white hover:bg-leaf-800"
            >
              <Icon name="user" width={16} height={16} />
              {t('header.login')}
            </Link>
          )}
        </div>
      </nav>
    </details>
  );
}
