import {
  apiMessages,
  type ErrorBody,
  errorBodySchema,
  fillMessage,
  type MessageParams,
  messageBodySchema,
  messageRef,
  parseMessageRef,
} from '@farm/contract';
import { apiMessageTable } from '#app/i18n/api-message-tables';
import type { Language } from '#app/i18n/messages';

/**
 * A sentence of the API or of a form rule in the page's language, found by its code: a code, a rule's
 * issue text (`tooLong?max=200`), with optional parameters. Text that carries no code of ours (zod's own
 * words, an older API) is shown as it came.
 */
export function apiMessage(lang: Language, text: string, params?: MessageParams): string {
  const ref = parseMessageRef(text);
  if (!ref) return text;
  // English, and English until the page's table is here (which a page that can show a sentence never sees).
  const template = (apiMessageTable(lang) ?? apiMessages)[ref.code];
  const filled = { ...ref.params, ...params };
  // A record's name comes in both languages where it has them (`name`, `nameAr`): an Arabic sentence
  // names it in Arabic, so it reads in one direction.
  if (lang === 'ar' && typeof filled.nameAr === 'string' && filled.nameAr !== '') filled.name = filled.nameAr;
  return fillMessage(template, filled);
}

/**
 * The sentence of an API answer (an error body or a `{ code, message }` success) in the page's language;
 * `fallback` when the body is of no known shape (the API unreachable, a proxy's HTML page).
 */
export function answerMessage(lang: Language, body: unknown, fallback: string): string {
  const parsed = errorBodySchema.safeParse(body);
  const answer = parsed.success ? parsed.data : messageBodySchema.safeParse(body).data;
  if (!answer) return fallback;
  return parseMessageRef(answer.code) ? apiMessage(lang, answer.code, answer.params) : answer.message;
}

/**
 * Field errors of an API refusal, as Conform's `fieldErrors` (the codes; the fields translate them). The
 * API names a list's item by a dot (`images.3.url`, as zod's paths join); Conform by brackets (`images[3].url`).
 */
export function fieldErrorsOf(body: unknown): Record<string, string[]> | undefined {
  const parsed = errorBodySchema.safeParse(body);
  const issues: ErrorBody['issues'] = parsed.success ? parsed.data.issues : undefined;
  if (!issues || issues.length === 0) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const ref = parseMessageRef(issue.code);
    const name = issue.path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
    (errors[name] ??= []).push(ref ? messageRef(ref.code, issue.params) : issue.message);
  }
  return errors;
}
