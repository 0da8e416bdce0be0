import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './i18n/load-catalogue';
import { defaultLanguage, isLanguage } from './i18n/messages';

// React Router's default client entry, except that the page's language catalogue is fetched first: the
// server rendered the page in that language, and hydration must produce the same texts
// (docs/decisions/099-one-language-per-page.md).
const pageLanguage = document.documentElement.lang;

void loadCatalogue(isLanguage(pageLanguage) ? pageLanguage : defaultLanguage).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
