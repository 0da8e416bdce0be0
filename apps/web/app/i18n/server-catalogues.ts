import { arAdmin } from './ar-admin';
import { arSite } from './ar-site';
import { enAdmin } from './en-admin';
import { enSite } from './en-site';
import { provideCatalogue } from './messages';

// The server renders either language and any page on any request, so it holds both catalogues whole from
// the start (imported by entry.server.tsx, and by the unit tests' setup).
provideCatalogue('en', 'site', enSite);
provideCatalogue('en', 'admin', enAdmin);
provideCatalogue('ar', 'site', arSite);
provideCatalogue('ar', 'admin', arAdmin);
