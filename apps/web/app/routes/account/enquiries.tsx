import { Link } from 'react-router';
import { redirectInLanguage } from '#app/lib/language.server';
import type { Route } from './+types/enquiries';
import { accountMeta } from '#app/lib/account-meta';
import { privatePage } from '#app/lib/page-cache';
import { Pager } from '#app/components/pager';
import { useI18n } from '#app/i18n/context';
import { useDateFormat } from '#app/lib/dates';
import { RequestRow } from '#app/components/request-parts';
import { bodyOrNotFound, userApi } from '#app/lib/api.server';
import { clampPage, pageHref, requestedPage } from '#app/lib/pagination';
import { buttonVariants } from '#app/components/ui/button';
import { TitledSection } from '#app/shop/titled-section';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.enquiries');

export const headers = privatePage;

const PER_PAGE = 10;

/** The signed-in customer's requests of every kind, newest first, with their status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await userApi(request, context);
  const url = new URL(request.url);
  const asked = requestedPage(url.searchParams);
  const list = bodyOrNotFound(
    await api.enquiries.listMySubmissions({ query: { page: asked, limit: PER_PAGE } }),
  );
  // A page past the last (a bookmark, a request withdrawn) goes to the last one, as the orders do.
  const page = clampPage(asked, list.pages);
  const raw = url.searchParams.get('page');
  if (raw !== null && raw !== String(page)) throw redirectInLanguage(request, pageHref(url.pathname, page));
  return list;
}

export default function AccountEnquiries({ loaderData }: Route.ComponentProps) {
  const { data, page, pages } = loaderData;
  const { t } = useI18n();
  const date = useDateFormat(true);
  return (
    <TitledSection id="enquiries-heading" title={t('account.enquiries')} intro={t('account.enquiriesIntro')}>
      {data.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-leaf-300 bg-white p-8 text-center">
          <p className="text-gray-700">{t('account.enquiriesEmpty')}</p>
          <Link to="/customize-form" className={buttonVariants({ className: 'mt-4' })}>
            {t('account.enquiriesStart')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {data.map((item) => (
            <RequestRow key={item._id} item={item} date={date} className="p-4" />
          ))}
        </ul>
      )}
      <Pager pathname="/account/enquiries" page={page} pages={pages} />
    </TitledSection>
  );
}
