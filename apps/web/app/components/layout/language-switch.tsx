import { Form, useLocation } from 'react-router';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import { loadCatalogue } from '#app/i18n/load-catalogue';

/** EN/AR switch: a plain form POST (works without JavaScript) that sets the `lang` cookie and comes back. */
export function LanguageSwitch() {
  const { lang, t } = useI18n();
  const location = useLocation();
  const other = lang === 'ar' ? 'en' : 'ar';
  return (
    <Form
      method="post"
      action="/language"
      className="inline-flex"
      // The other language's texts start downloading while the server answers (decision 099).
      onSubmit={() => void loadCatalogue(other)}
    >
      <input type="hidden" name="lang" value={other} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {/* The name starts with the word shown (in the other language, marked so), then says what it does. */}
      <button
        type="submit"
        className={`inline-flex items-center gap-1.5 rounded px-2 py-1 font-medium hover:bg-leaf-800 ${other === 'ar' ? 'switch-to-arabic' : ''}`}
      >
        <Icon name="globe" width={16} height={16} />
        <span lang={other}>{t('topbar.switchLanguage')}</span>
        <span className="sr-only">{t('topbar.switchLanguageLabel')}</span>
      </button>
    </Form>
  );
}
