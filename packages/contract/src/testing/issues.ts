import type { z } from 'zod';
import { englishMessage } from '../message-codes';

/**
 * Field path -> English messages of a failed parse ({} when it succeeds), the way an English form shows
 * them: each issue carries its message code, filled in from the catalogue here.
 */
export function messagesOf(schema: z.ZodTypeAny, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    (messages[path] ??= []).push(englishMessage(issue.message));
  }
  return messages;
}

/** A FormData built from entries, as a browser would post it. */
export function formData(entries: Record<string, string | File | (string | File)[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

/** Conform's `reply().error` (field -> codes) in English, as an English form would show it. */
export function inEnglish(errors: Record<string, string[] | null> | null | undefined) {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, codes]) => [
      field,
      (codes ?? []).map((c) => englishMessage(c)),
    ]),
  );
}
