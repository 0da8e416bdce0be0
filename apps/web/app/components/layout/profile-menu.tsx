import type { AccountUser } from '@farm/contract';
import { Link } from 'react-router';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import { AccountLinks, LogoutForm, SignedInUser } from '#app/components/layout/signed-in';
import { firstNameOf } from '#app/lib/display-name';
import { useDisclosure } from '#app/utils/use-disclosure';

/**
 * The header's account corner (docs/product-rules.md §2): a profile menu with the username, e-mail and Logout when signed
 * in, otherwise a Login button. A <details> disclosure, so it opens and logs out without JavaScript.
 */
export function ProfileMenu({ user, loginLabel }: { user: AccountUser | null; loginLabel: string }) {
  const { t } = useI18n();
  // Closes after choosing a link, on Escape and on a click outside, as the other header menus do.
  const ref = useDisclosure();
  if (!user) {
    return (
      <Link
        to="/login"
        className="hidden items-center gap-1.5 rounded-lg bg-leaf-700 px-4 py-2 font-semibold whitespace-nowrap text-white hover:bg-leaf-800 sm:inline-flex"
      >
        <Icon name="user" width={16} height={16} />
        {loginLabel}
      </Link>
    );
  }
  return (
    <details ref={ref} className="relative">
      <summary
        aria-label={t('profile.menu', { name: firstNameOf(user, t) })}
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg border border-leaf-200 p-2 font-semibold text-leaf-800 hover:bg-leaf-50 sm:px-3 [&::-webkit-details-marker]:hidden"
      >
        <Icon name="user" width={16} height={16} />
        {/* Phones show the icon only; the name is the control's accessible name either way. */}
        <span className="hidden max-w-28 truncate sm:inline">{firstNameOf(user, t)}</span>
      </summary>
      <div className="absolute end-0 z-40 mt-2 w-64 rounded-xl border border-gray-200 bg-white p-4 shadow-lg">
        <SignedInUser user={user} />
        <AccountLinks spacing="mt-3" />
        <AdminPanelLink user={user} className="mt-3 block font-semibold text-leaf-800 hover:underline" />
        <LogoutForm className="mt-3" />
      </div>
    </details>
  );
}

/** The main navigation's Admin Panel entry (docs/product-rules.md §2: only for admins). */
export function AdminPanelLink({ user, className }: { user: AccountUser | null; className?: string }) {
  const { t } = useI18n();
  if (user?.role !== 'Admin') return null;
  return (
    <Link to="/admin-panel/dashboard" className={className}>
      {t('admin.panel')}
    </Link>
  );
}
