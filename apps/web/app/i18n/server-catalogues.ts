import { ar } from './ar';
import { en } from './en';
import { provideCatalogue } from './messages';

// The server renders either language on any request, so it holds both catalogues from the start
// (imported by entry.server.tsx, and by the unit tests' setup).
provideCatalogue('en', en);
provideCatalogue('ar', ar);
