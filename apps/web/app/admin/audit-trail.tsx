import { type AuditEntry, ORDER_STATUSES, submissionStatusOptions } from '@farm/contract';
import { useI18n } from '#app/i18n/context';
import { useDateFormat } from '#app/lib/dates';
import { type MessageKey } from '#app/i18n/messages';
import { cardClass } from '#app/components/ui/card';

/**
 * The entry's detail in the page's language where it is a status the catalogue names (an order's or a
 * request's); anything else (an admin's name, a version) is shown as recorded.
 */
function detailKey({ action, kind, detail }: AuditEntry): MessageKey | undefined {
  if (action !== 'statusChanged') return undefined;
  if (kind === 'order' && (ORDER_STATUSES as readonly string[]).includes(detail))
    return `orders.status.${detail}` as MessageKey;
  if (kind === 'submission' && submissionStatusOptions.some((option) => option.value === detail))
    return `pipeline.status.${detail}` as MessageKey;
  return undefined;
}

/** A changed field by its label in the page's language; a field the catalogue does not name, as recorded. */
function fieldLabel(field: string, t: ReturnType<typeof useI18n>['t']): string {
  const key = `audit.field.${field}`;
  // A key the catalogue lacks comes back as itself.
  const label = t(key as MessageKey);
  return label === key ? field : label;
}

/** How many changes a history panel shows, the newest: past it, the panel says that older ones exist. */
export const AUDIT_TRAIL_LIMIT = 50;

/**
 * The record's history of admin changes: who, what, when (newest first), as a plain list. `entries` may hold
 * one more than the panel shows (loadAuditTrail asks for it): that one says older changes exist.
 */
export function AuditTrail({ entries: asked }: { entries: readonly AuditEntry[] }) {
  const { t, lang } = useI18n();
  const entries = asked.slice(0, AUDIT_TRAIL_LIMIT);
  const older = asked.length > AUDIT_TRAIL_LIMIT;
  const when = useDateFormat(true);
  return (
    <section aria-labelledby="audit-title" className={`mt-10 ${cardClass} p-5`}>
      <h2 id="audit-title" className="text-lg font-semibold text-gray-900">
        {t('audit.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{t('audit.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-gray-100">
          {entries.map((entry) => (
            <li key={entry._id} className="py-3 text-sm">
              <p className="font-medium text-gray-900">
                {t(`audit.action.${entry.action}`, {
                  detail: detailKey(entry) ? t(detailKey(entry) as MessageKey) : entry.detail,
                })}
              </p>
              <p className="text-gray-700">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                {' · '}
                <span dir="auto">{t('audit.by', { name: entry.actor.name, email: entry.actor.email })}</span>
              </p>
              {entry.fields.length > 0 && (
                <p className="text-gray-600" dir="auto">
                  {t('audit.fields', {
                    fields: entry.fields
                      .map((field) => fieldLabel(field, t))
                      .join(lang === 'ar' ? '، ' : ', '),
                  })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {older && (
        <p className="mt-2 text-sm text-gray-700">{t('audit.latestOnly', { count: AUDIT_TRAIL_LIMIT })}</p>
      )}
    </section>
  );
}
