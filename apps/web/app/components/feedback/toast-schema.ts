import { z } from 'zod';
import { type Toast, toastKinds } from '#app/components/feedback/toast-model';

/**
 * A toast as the session stores it, checked when read back (a cookie is input). Apart from toast-model.ts so
 * that the pages' own code carries no zod (docs/decisions/104-contract-per-module.md).
 */
export const toastSchema: z.ZodType<Toast> = z.object({
  id: z.string(),
  kind: z.enum(toastKinds),
  title: z.string(),
  message: z.string().optional(),
  durationMs: z.number().int().positive().optional(),
});
