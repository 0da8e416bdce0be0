import type { AccountUser } from '@farm/contract';
import { Form, Link } from 'react-router';
import { useI18n } from '#app/i18n/context';
import { fullNameOf } from '#app/lib/display-name';
import { buttonVariants } from '#app/components/ui/button';

/** Who is signed in (docs/product-rules.md §2: name and e-mail); the address stays left-to-right on Arabic pages. */
export function SignedInUser({ user }: { user: AccountUser }) {
  const { t } = useI18n();
  return (
    <>
      <p className="font-semibold text-gray-900">{fullNameOf(user, t)}</p>
      <p className="truncate text-sm text-gray-700" dir="ltr">
        {user.email}
      </p>
    </>
  );
}

/** Logout as a posted form (docs/product-rules.md §4), so it works without JavaScript and no prefetch can sign anyone out. */
export function LogoutForm({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <Form method="post" action="/logout" className={className}>
      <button type="submit" className={buttonVariants({ size: 'sm', className: 'w-full' })}>
        {t('logout.submit')}
      </button>
    </Form>
  );
}

const accountPages = [
  { to: '/account', key: 'account.link' },
  { to: '/account/orders', key: 'orders.link' },
] as const;

/** The signed-in user's own pages: the account and the orders. */
export function AccountLinks({ spacing }: { spacing: 'mt-2' | 'mt-3' }) {
  const { t } = useI18n();
  return accountPages.map((page) => (
    <Link
      key={page.to}
      to={page.to}
      className={`${spacing} block font-semibold text-leaf-800 hover:underline`}
    >
      {t(page.key)}
    </Link>
  ));
}
