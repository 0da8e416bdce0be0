import type { MessageCode } from '@farm/contract';
import type { Language } from '#app/i18n/messages';

/** A language's sentences for every message code of the contract. */
export type ApiMessageTable = Record<MessageCode, string>;

/**
 * The tables of API sentences this process holds beyond English (the contract's own table, which the forms
 * load anyway). The Arabic one travels with the Arabic `pages` part of the catalogue, which every page with a
 * form loads before it hydrates (load-catalogue.ts), and the server holds it from the start
 * (server-catalogues.ts), so an English page never downloads it
 * (docs/decisions/231-arabic-api-sentences-with-the-arabic-pages.md). A module of its own, free of the
 * contract's schemas, because the catalogue loader every page runs fills it.
 */
const tables: Partial<Record<Language, ApiMessageTable>> = {};

export function provideApiMessages(lang: Language, table: ApiMessageTable): void {
  tables[lang] = table;
}

/** The table of `lang`, if this process holds one (English never: the caller has the contract's). */
export function apiMessageTable(lang: Language): ApiMessageTable | undefined {
  return tables[lang];
}
