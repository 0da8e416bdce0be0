import { SCHOOL_PROGRAMME_FILE_NAME } from '#app/lib/documents';
import { pdfDownload, schoolProgrammePdf } from '#app/lib/documents.server';

// Resource route: the Future Farmers leaflet of the institutional banner (docs/product-rules.md §2).
export async function loader() {
  return pdfDownload(await schoolProgrammePdf(), SCHOOL_PROGRAMME_FILE_NAME);
}
