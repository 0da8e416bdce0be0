import type { z } from 'zod';

/** Field path -> messages of a failed parse ({} when it succeeds), the way a form shows them. */
export function messagesOf(schema: z.ZodTypeAny, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    (messages[path] ??= []).push(issue.message);
  }
  return messages;
}

/** The messages of one field, or [] when it has none. */
export function fieldMessages(schema: z.ZodTypeAny, input: unknown, field: string): string[] {
  return messagesOf(schema, input)[field] ?? [];
}

/** A FormData built from entries, as a browser would post it. */
export function formData(entries: Record<string, string | File | (string | File)[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}
