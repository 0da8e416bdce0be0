import type { Route } from './+types/school-programme';
import { SCHOOL_PROGRAMME_FILE_NAME } from '#app/lib/documents';
import { pdfDownload, schoolProgrammePdf } from '#app/lib/documents.server';
import { languageOf } from '#app/lib/language.server';

// Resource route: the Future Farmers leaflet of the institutional banner (docs/product-rules.md §2), in the
// visitor's language (docs/decisions/183-arabic-pdfs.md).
export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageOf(request);
  return pdfDownload(await schoolProgrammePdf(lang), SCHOOL_PROGRAMME_FILE_NAME, lang);
}
