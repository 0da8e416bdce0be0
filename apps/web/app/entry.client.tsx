import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isAdminPath } from '#app/admin-path';
import { documentLanguage, loadAdminTexts, loadPageTexts } from '#app/i18n/load-catalogue';
import { ignoreCancelledRequests } from '#app/lib/cancelled-requests';

// React Router's default client entry, except that the page's language catalogue is fetched first: the
// server rendered the page in that language, and hydration must produce the same texts
// (docs/decisions/099-one-language-per-page.md); an admin page also needs the admin panel's texts
// (docs/decisions/106-admin-texts-apart.md).
const pageLanguage = documentLanguage();

// A data request that a newer navigation cancelled is not an error in the page.
ignoreCancelledRequests(window);

void Promise.all([
  loadPageTexts(pageLanguage, window.location.pathname),
  isAdminPath(window.location.pathname) ? loadAdminTexts(pageLanguage) : undefined,
]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
