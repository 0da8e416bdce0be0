import { type Dashboard, SHOP_TIME_ZONE, submissionStatusOptions } from '@farm/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { accountMeta } from '#app/lib/account-meta';
import { CountBars, DayChart } from '#app/admin/dashboard/charts';
import { LIVE_OPTIONS, LiveProvider, liveAdmin, newest, useLoadedAt } from '#app/admin/live';
import { useI18n } from '#app/i18n/context';
import { localeOf, type Language, type MessageKey } from '#app/i18n/messages';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { isUnnamedAdmin } from '#app/lib/display-name';
import { env } from '#app/lib/env.server';
import { formatMoney } from '#app/lib/money';
import { statusKey } from '#app/routes/admin-panel/pipelines/status-badge';
import { pipelineSections } from '#app/routes/admin-panel/pipelines/sections';
import { cardClass } from '#app/components/ui/card';
import { rowRule, TableBox } from '#app/components/ui/table';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.dashboard');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, user } = await adminApi(request, context);
  const figures = bodyOrNotFound(await api.admin.dashboard()).data;
  // The first admin's placeholder name is a role, not a name: greet without it.
  const name = isUnnamedAdmin(user) ? null : user.username;
  return { name, figures, currency: env.CURRENCY };
}

/**
 * The dashboard. The server renders every figure and chart, so the page is complete without
 * JavaScript; once it runs, react-query asks for fresh figures every 30 seconds while the page is open
 * and visible (and when the window regains focus), and the page re-renders with them.
 */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <LiveProvider>
      <LiveDashboard loaderData={loaderData} />
    </LiveProvider>
  );
}

function LiveDashboard({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { name, figures: loaded, currency } = loaderData;
  const { t, lang } = useI18n();
  const loadedAt = useLoadedAt(loaderData);
  const query = liveAdmin.dashboard.useQuery({
    queryKey: ['admin', 'dashboard'],
    initialData: { status: 200, body: { data: loaded }, headers: new Headers() },
    initialDataUpdatedAt: loadedAt,
    ...LIVE_OPTIONS,
  });
  const figures = newest({ data: loaded }, loadedAt, query).data;
  // eslint-disable-next-line no-restricted-syntax -- a time alone, on the shop's clock
  const time = new Intl.DateTimeFormat(localeOf(lang), { timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
  const updated = time.format(new Date(figures.generatedAt));
  const changedAt = useFiguresChanged(figures);
  return (
    <div>
      <h1 className="text-3xl font-bold text-gray-900">
        {name ? t('admin.welcome', { name }) : t('admin.welcomeUnnamed')}
      </h1>
      <p className="mt-2 text-gray-700">{t('dashboard.intro')}</p>
      {name ? null : (
        <p className="mt-1 text-sm">
          <Link to="/account/profile" className="font-medium text-leaf-800 underline">
            {t('admin.addYourName')}
          </Link>
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        {/* Hidden from screen readers while it repeats the live region's failure below. */}
        <p
          className={query.isError ? 'text-red-800' : 'text-gray-600'}
          aria-hidden={query.isError || undefined}
        >
          {t(query.isError ? 'dashboard.refreshFailed' : 'dashboard.updated', { time: updated })}
        </p>
        {/* Polite, and only for news: a refresh that changed a figure, or one that failed. A new time alone
            (every minute the page stays open) is not read out. */}
        <p role="status" className="sr-only">
          {query.isError
            ? t('dashboard.refreshFailed', { time: updated })
            : changedAt
              ? t('dashboard.figuresChanged', { time: time.format(new Date(changedAt)) })
              : ''}
        </p>
        <Link
          to="/admin-panel/dashboard"
          className="rounded-lg border border-leaf-200 bg-white px-3 py-1.5 font-medium text-leaf-800 hover:bg-leaf-50"
        >
          {t('dashboard.refresh')}
        </Link>
      </div>
      <Figures figures={figures} currency={currency} lang={lang} />
      <Charts figures={figures} currency={currency} lang={lang} />
      <LowStock lowStock={figures.lowStock} />
    </div>
  );
}

/**
 * When a refresh last brought figures other than the ones shown before it (the time aside), or null while
 * none has: the live region says it once, and says it again only for the next change.
 */
function useFiguresChanged(figures: Dashboard): string | null {
  const { generatedAt, ...shown } = figures;
  const now = JSON.stringify(shown);
  const previous = useRef(now);
  const [changedAt, setChangedAt] = useState<string | null>(null);
  useEffect(() => {
    if (previous.current === now) return;
    previous.current = now;
    setChangedAt(generatedAt);
  }, [now, generatedAt]);
  return changedAt;
}

interface FigureProps {
  figures: Dashboard;
  currency: string;
  lang: Language;
}

const card = `${cardClass} p-4 shadow-sm`;

function Figures({ figures, currency, lang }: FigureProps) {
  const { t, tn } = useI18n();
  const periods = [
    ['dashboard.today', figures.orders.today],
    ['dashboard.last7Days', figures.orders.last7Days],
    ['dashboard.last30Days', figures.orders.last30Days],
  ] as const;
  // Each figure opens the list it counts: the pending orders, and each pipeline's list of new requests.
  const counters: [MessageKey, number, string][] = [
    ['dashboard.pending', figures.orders.pending, '/admin-panel/order?status=Pending'],
    ...pipelineSections.map(({ kind, path }): [MessageKey, number, string] => [
      `dashboard.waiting.${kind}`,
      figures.waiting[kind],
      `/admin-panel/${path}?status=${submissionStatusOptions[0].value}`,
    ]),
  ];
  return (
    <section aria-labelledby="figures-title" className="mt-6">
      <h2 id="figures-title" className="sr-only">
        {t('dashboard.figures')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {periods.map(([label, period]) => (
          <div key={label} className={card}>
            <dt className="text-sm font-medium text-gray-700">{t(label)}</dt>
            <dd className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">
              {formatMoney(period.revenue, lang, currency)}
            </dd>
            <dd className="text-sm text-gray-700">{tn('dashboard.orders', period.orders)}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {counters.map(([label, count, href]) => (
          <div key={label} className={card}>
            <dt className="text-sm font-medium text-gray-700">{t(label)}</dt>
            <dd className="mt-1 flex items-baseline justify-between gap-2">
              <span className="text-2xl font-bold text-gray-900 tabular-nums">{count}</span>
              <Link to={href} className="text-sm font-medium text-leaf-800 underline underline-offset-2">
                {t('dashboard.open')}
                <span className="sr-only">: {t(label)}</span>
              </Link>
            </dd>
          </div>
        ))}
        <div className={card}>
          <dt className="text-sm font-medium text-gray-700">{t('dashboard.lowStock')}</dt>
          <dd className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">{figures.lowStock.count}</dd>
          <dd className="text-sm text-gray-700">
            {t('dashboard.lowStockHint', { threshold: figures.lowStock.threshold })}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Charts({ figures, currency, lang }: FigureProps) {
  const { t } = useI18n();
  const locale = localeOf(lang);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  // The API names the shop's days as calendar dates (2026-12-05); read at midnight UTC, they are that day.
  /* eslint-disable no-restricted-syntax */
  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  /* eslint-enable no-restricted-syntax */
  const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
  const days = figures.perDay.length;
  // Each chart's words (a description without days leaves them out).
  const words = (chart: 'orders' | 'revenue' | 'service' | 'status') => ({
    title: t(`dashboard.chart.${chart}Title`),
    description: t(`dashboard.chart.${chart}Description`, { days }),
  });
  // A day's figure, drawn and as a table: the days' orders, or their revenue.
  const perDay = (figure: 'orders' | 'revenue', cell: (value: number) => string) => ({
    ...words(figure),
    points: figures.perDay.map((d) => ({ day: d.day, value: d[figure] })),
    dayLabel: (day: string) => dayFormat.format(dayOf(day)),
    table: {
      head: [t('dashboard.col.day'), t(`dashboard.col.${figure}`)] as [string, string],
      rows: figures.perDay.map((d): [string, string] => [longDay.format(dayOf(d.day)), cell(d[figure])]),
    },
  });
  // The enquiries counted by service or by status, drawn and as a table.
  const counted = (by: 'service' | 'status', items: { label: string; count: number }[]) => ({
    ...words(by),
    items,
    table: {
      head: [t(`dashboard.col.${by}`), t('dashboard.col.count')] as [string, string],
      rows: items.map((item): [string, string] => [item.label, whole.format(item.count)]),
    },
  });
  return (
    <section className="mt-8 grid gap-6 lg:grid-cols-2">
      <DayChart kind="bars" {...perDay('orders', whole.format)} tick={whole.format} counts />
      <DayChart
        kind="line"
        {...perDay('revenue', (value) => formatMoney(value, lang, currency))}
        tick={compact.format}
      />
      <CountBars
        {...counted(
          'service',
          figures.enquiriesByService.map((row) => ({ label: row.service, count: row.count })),
        )}
      />
      <CountBars
        {...counted(
          'status',
          figures.enquiriesByStatus.map((row) => ({ label: t(statusKey(row.status)), count: row.count })),
        )}
      />
    </section>
  );
}

function LowStock({ lowStock }: { lowStock: Dashboard['lowStock'] }) {
  const { t } = useI18n();
  return (
    // Not a named section: the table's own box is the region, named as this heading.
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-gray-900">{t('dashboard.lowStockTitle')}</h2>
      {lowStock.products.length === 0 ? (
        <p className="mt-3 text-gray-700">{t('dashboard.lowStockNone', { threshold: lowStock.threshold })}</p>
      ) : (
        <TableBox
          caption={t('dashboard.lowStockTitle')}
          boxClassName="mt-3"
          columns={[t('dashboard.col.product'), { label: t('dashboard.col.stock'), align: 'end' }]}
          headCell="px-4 py-3 whitespace-nowrap"
        >
          <tbody>
            {lowStock.products.map((product) => (
              <tr key={product._id} className={rowRule}>
                <td className="px-4 py-3">
                  <Link
                    to={`/admin-panel/products/add-products/${product._id}`}
                    className="font-medium text-leaf-800 underline underline-offset-2"
                  >
                    <bdi>{product.name}</bdi>
                  </Link>
                </td>
                <td className="px-4 py-3 text-end tabular-nums">{product.stock}</td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      )}
    </section>
  );
}
