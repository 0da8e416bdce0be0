import type { Route } from './+types/enquiry';
import { useDateFormat } from '#app/lib/dates';
import { useI18n } from '#app/i18n/context';
import { BackLink } from '#app/components/ui/back-link';
import { optionKey } from '#app/i18n/option-labels';
import { accountMeta } from '#app/lib/account-meta';
import { bodyOrNotFound, pathParam, userApi } from '#app/lib/api.server';
import { AccountPanel } from '#app/routes/account/account-panel';
import { RequestAbout, RequestStatus } from '#app/components/request-parts';
import { privatePage } from '#app/lib/page-cache';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.enquiries');
export const headers = privatePage;

/** One of the customer's requests; another customer's, or none, is the not-found page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await userApi(request, context);
  return bodyOrNotFound(await api.account.getMyRequest({ params: { id: pathParam(params.id) } })).data;
}

/** A request opened: what it was, what they wrote, where it stands and how it got there (docs/decisions/171-request-history.md). */
export default function AccountEnquiry({ loaderData: item }: Route.ComponentProps) {
  const { t } = useI18n();
  const date = useDateFormat(true);
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/account/enquiries">{t('account.request.back')}</BackLink>
      <section aria-labelledby="request-heading" className="rounded-xl border border-gray-200 bg-white p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="request-heading" className="text-xl font-bold text-gray-900">
              {t(optionKey('kind', item.kind))}
            </h2>
            <RequestAbout item={item} />
            <p className="text-sm text-gray-700">
              {t('account.request.sent', { date: date.format(new Date(item.createdAt)) })}
            </p>
          </div>
          <RequestStatus status={item.status} />
        </div>
        {item.message && (
          <>
            <h3 className="mt-5 font-semibold text-gray-900">{t('account.request.message')}</h3>
            <p className="mt-1 whitespace-pre-line break-words text-gray-800">
              <bdi>{item.message}</bdi>
            </p>
          </>
        )}
        {item.fileNames.length > 0 && (
          <>
            <h3 className="mt-5 font-semibold text-gray-900">{t('account.request.files')}</h3>
            <ul className="mt-1 list-disc ps-5 text-gray-800">
              {item.fileNames.map((name, i) => (
                <li key={`${i}-${name}`} className="break-all">
                  <bdi>{name}</bdi>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <AccountPanel id="history-heading" title={t('account.request.history')}>
        <ol className="space-y-3 border-s-2 border-leaf-200 ps-4">
          {item.history.map((step) => (
            <li key={`${step.status}-${step.at}`}>
              <p className="font-semibold text-gray-900">{t(`account.request.step.${step.status}`)}</p>
              <p className="text-sm text-gray-700">
                <time dateTime={step.at}>{date.format(new Date(step.at))}</time>
              </p>
            </li>
          ))}
        </ol>
      </AccountPanel>
    </div>
  );
}
