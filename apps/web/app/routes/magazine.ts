import { MAGAZINE_FILE_NAME } from '@farm/contract';
import { magazinePdf, pdfDownload } from '#app/lib/documents.server';

// Resource route: /Magazine.pdf, downloaded as Magazine.pdf (spec sections 2 and 9).
export async function loader() {
  return pdfDownload(await magazinePdf(), MAGAZINE_FILE_NAME);
}
