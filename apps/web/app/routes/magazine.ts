import type { Route } from './+types/magazine';
import { MAGAZINE_FILE_NAME } from '@farm/contract';
import { magazinePdf, pdfDownload } from '#app/lib/documents.server';
import { languageOf } from '#app/lib/language.server';

// Resource route: /Magazine.pdf, downloaded as Magazine.pdf (docs/product-rules.md §2 and §9), in the visitor's
// language (docs/decisions/183-arabic-pdfs.md).
export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageOf(request);
  return pdfDownload(await magazinePdf(lang), MAGAZINE_FILE_NAME, lang);
}
