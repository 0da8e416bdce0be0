import { type PaymentReportQuery, paymentReportQuerySchema } from '@farm/contract';

export type ReportDays = { from: string; to: string };
export type ReportDayErrors = Partial<Record<keyof ReportDays, string>>;

/**
 * The report's days from the page URL, checked by the contract's schema (the API checks them again and
 * fills in the default, the last 30 days); a refused day comes back with its message code.
 */
export function reportQueryOf(
  searchParams: URLSearchParams,
):
  | { ok: true; query: PaymentReportQuery; days: ReportDays }
  | { ok: false; errors: ReportDayErrors; days: ReportDays } {
  const days = { from: searchParams.get('from') ?? '', to: searchParams.get('to') ?? '' };
  const parsed = paymentReportQuerySchema.safeParse(days);
  if (parsed.success) return { ok: true, query: parsed.data, days };
  const errors: ReportDayErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'from' || field === 'to') errors[field] ??= issue.message;
  }
  return { ok: false, errors, days };
}

/** `?from=..&to=..` for links that keep the report's days. */
export function daysQuery({ from, to }: ReportDays, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params.toString();
}
