import { useI18n } from '#app/i18n/context';
import { useCompany } from '#app/lib/site';

/**
 * On paper only, in place of the site's header and footer (which are not printed): who the page is from,
 * and how to reach them. An order printed as a receipt starts with it (docs/decisions/248-order-pages-print-as-receipts.md).
 */
export function PrintHeading() {
  const { t, lang } = useI18n();
  const company = useCompany();
  return (
    <div className="mx-auto hidden w-full max-w-5xl border-b border-gray-300 px-4 pb-3 print:block">
      <p className="text-xl font-bold text-leaf-800">{t('brand.name')}</p>
      <p className="text-sm text-gray-700">{company.address[lang]}</p>
      <p className="text-sm text-gray-700">
        {[company.phones[0]?.text, company.emails[0]]
          .filter((part) => part !== undefined)
          .map((part, index) => (
            <span key={part}>
              {index > 0 && ' · '}
              <span dir="ltr">{part}</span>
            </span>
          ))}
      </p>
    </div>
  );
}
