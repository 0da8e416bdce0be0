import { type SubmissionFilter, submissionFilterSchema } from '@farm/contract';
import { urlQueryOf } from '#app/admin/url-query';
import { requestedPage } from '#app/lib/pagination';

/** The longest search term the contract accepts (the input's maxLength reads it, so the rule lives once). */
export const SUBMISSION_SEARCH_MAX = submissionFilterSchema.shape.search.unwrap().maxLength ?? undefined;

export type PipelineQuery = { filter: SubmissionFilter; page: number };

const FILTER_KEYS = ['status', 'assignee', 'from', 'to', 'search'] as const;

/**
 * The list's filters from the page URL, checked by the contract's own schema (the API checks them again).
 * A value the contract refuses is not worth an error page: the answer is the URL without it, to redirect
 * to. A reversed range drops `to`, as the API's issue points at it.
 */
export function pipelineQueryOf(
  searchParams: URLSearchParams,
): { ok: true; query: PipelineQuery } | { ok: false; fallback: URLSearchParams } {
  const parsed = urlQueryOf(submissionFilterSchema, searchParams, FILTER_KEYS);
  if (!parsed.ok) return parsed;
  const filter = parsed.value;
  if (filter.from && filter.to && filter.to < filter.from) {
    const fallback = new URLSearchParams(searchParams);
    fallback.delete('to');
    return { ok: false, fallback };
  }
  return { ok: true, query: { filter, page: requestedPage(searchParams) } };
}

/** The filters as query parameters (only those set), for links, the pager and the export. */
export function filterParams(filter: SubmissionFilter): Record<string, string> {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, filter[key] ?? '']).filter(([, value]) => value));
}
