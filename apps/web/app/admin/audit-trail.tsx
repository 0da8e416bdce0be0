import type { AuditEntry } from '@farm/contract';
import { useI18n } from '../i18n/context';
import { localeOf } from '../i18n/messages';

/** The record's history of admin changes: who, what, when (newest first), as a plain list. */
export function AuditTrail({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, lang } = useI18n();
  const when = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="audit-title" className="mt-10 rounded-xl border border-gray-200 bg-white p-5">
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
                {t(`audit.action.${entry.action}`, { detail: entry.detail })}
              </p>
              <p className="text-gray-700">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                {' · '}
                <span dir="auto">{t('audit.by', { name: entry.actor.name, email: entry.actor.email })}</span>
              </p>
              {entry.fields.length > 0 && (
                <p className="text-gray-600" dir="auto">
                  {t('audit.fields', { fields: entry.fields.join(', ') })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
