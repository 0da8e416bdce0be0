import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import { useCompany } from '#app/lib/site';
import { SearchForm } from '#app/components/layout/search-form';
import { LanguageSwitch } from '#app/components/layout/language-switch';

export function TopBar() {
  const { t } = useI18n();
  const { social } = useCompany();
  return (
    <div className="bg-leaf-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-1.5">
        <p className="inline-flex items-center gap-1.5">
          <Icon name="pin" width={16} height={16} />
          {t('topbar.location')}
        </p>
        <div className="hidden flex-1 justify-center md:flex">
          <SearchForm variant="bar" />
        </div>
        <div className="flex items-center gap-3">
          <LanguageSwitch />
          {social.length > 0 && (
            <ul aria-label={t('topbar.social')} className="flex items-center gap-1">
              {social.map((link) => (
                <li key={link.key}>
                  <a
                    href={link.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={t(link.key)}
                    className="inline-flex rounded p-1.5 hover:bg-leaf-800"
                  >
                    <Icon name={link.icon} width={16} height={16} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
