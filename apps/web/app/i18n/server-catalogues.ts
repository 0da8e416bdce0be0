import { provideApiMessages } from '#app/i18n/api-message-tables';
import { arAdmin } from '#app/i18n/ar/admin';
import { arApiMessages } from '#app/i18n/ar/api';
import { arPages } from '#app/i18n/ar/pages';
import { arSite } from '#app/i18n/ar/site';
import { enAdmin } from '#app/i18n/en/admin';
import { enPages } from '#app/i18n/en/pages';
import { enSite } from '#app/i18n/en/site';
import { provideCatalogue } from '#app/i18n/messages';

// The server renders either language and any page on any request, so it holds both catalogues whole from
// the start (imported by entry.server.tsx, and by the unit tests' setup).
provideCatalogue('en', 'site', enSite);
provideCatalogue('en', 'pages', enPages);
provideCatalogue('en', 'admin', enAdmin);
provideCatalogue('ar', 'site', arSite);
provideCatalogue('ar', 'pages', arPages);
provideCatalogue('ar', 'admin', arAdmin);
provideApiMessages('ar', arApiMessages);
