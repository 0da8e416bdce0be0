/**
 * The documents the site offers (docs/decisions/016-documents-we-make.md,
 * docs/decisions/052-documents-made-with-pdfkit.md): both are drawn by the web server with pdfkit on first
 * request and kept in memory.
 */
export const MAGAZINE_PATH = '/Magazine.pdf';
export const SCHOOL_PROGRAMME_PATH = '/future-farmers-school.pdf';
export const SCHOOL_PROGRAMME_FILE_NAME = 'future-farmers-school.pdf';
