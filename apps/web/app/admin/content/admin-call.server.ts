import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { ADMIN_IMAGES_PER_UPLOAD, ENQUIRY_PHOTO_MAX_BYTES, isFile } from '@farm/contract';
import { api, bodyOrNotFound, onBehalfOf } from '../../lib/api.server';
import { languageOf } from '../../lib/language.server';
import { bearer, endSessionOn401, forbidden, requireAdmin } from '../../lib/session.server';
import type { Language } from '../../i18n/messages';

/** The largest admin form worth reading: a full upload of pictures plus the texts. */
export const ADMIN_FORM_MAX_BYTES = ADMIN_IMAGES_PER_UPLOAD * ENQUIRY_PHOTO_MAX_BYTES + 1024 * 1024;

export interface AdminCaller {
  lang: Language;
  /** The headers every API call of this request carries: the admin's token and the page's language. */
  headers: Record<string, string>;
  token: string;
}

/** The signed-in admin (anonymous visitors go to /login, customers home: docs/decisions/007-admin-guard.md). */
export async function adminCaller(request: Request, context: AppLoadContext): Promise<AdminCaller> {
  const { token } = await requireAdmin(request);
  const lang = languageOf(request);
  return { lang, token, headers: { ...onBehalfOf(context, lang), ...bearer(token) } };
}

/**
 * What every admin call does with the statuses no screen handles itself: a 401 ends the session (to
 * /login), a 403 sends the former admin home. Anything else is for the caller.
 */
export async function settle<R extends { status: number }>(request: Request, res: R): Promise<R> {
  await endSessionOn401(request, res.status);
  if (res.status === 403) throw await forbidden(request);
  return res;
}

/** A loader's read that must succeed: 404 (or a malformed id) is the not-found page, anything else an error. */
export async function mustRead<R extends { status: number; body: unknown }>(
  request: Request,
  res: R,
): Promise<Extract<R, { status: 200 }>['body']> {
  await settle(request, res);
  return bodyOrNotFound(res);
}

export type Upload = { ok: true; urls: string[] } | { ok: false; body: unknown };

/**
 * Stores the pictures an admin picked through POST /admin/images (checked by content and re-encoded
 * there), so the record then names them by URL. No files, no call.
 */
export async function uploadImages(request: Request, caller: AdminCaller, files: File[]): Promise<Upload> {
  const picked = files.filter((file) => isFile(file) && file.size > 0);
  if (picked.length === 0) return { ok: true, urls: [] };
  const body = new FormData();
  for (const file of picked) body.append('images', file, file.name);
  const res = await settle(request, await api.admin.uploadImages({ body, extraHeaders: caller.headers }));
  if (res.status === 201) return { ok: true, urls: res.body.data.map((image) => image.url) };
  return { ok: false, body: res.body };
}

const savedRecord = z.object({ data: z.object({ _id: z.string() }) });

/** The id of the record a create (201) or update (200) answer carries; undefined for a refusal. */
export function savedId(res: { status: number; body: unknown }): string | undefined {
  if (res.status !== 200 && res.status !== 201) return undefined;
  const parsed = savedRecord.safeParse(res.body);
  return parsed.success ? parsed.data.data._id : undefined;
}
