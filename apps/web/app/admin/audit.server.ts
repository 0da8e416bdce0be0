import type { AppLoadContext } from 'react-router';
import type { AuditedKind, AuditEntry } from '@farm/contract';
import { api, onBehalfOf } from '../lib/api.server';
import { languageOf } from '../lib/language.server';
import { bearer, endSessionOn401, forbidden } from '../lib/session.server';

/** The newest changes admins made to one record, for its admin screen's history panel. */
export async function loadAuditTrail(
  request: Request,
  context: AppLoadContext,
  token: string,
  kind: AuditedKind,
  recordId: string,
): Promise<AuditEntry[]> {
  const res = await api.admin.listAuditTrail({
    query: { kind, recordId, limit: 50 },
    extraHeaders: { ...onBehalfOf(context, languageOf(request)), ...bearer(token) },
  });
  await endSessionOn401(request, res.status);
  if (res.status === 403) throw await forbidden(request);
  if (res.status !== 200) throw new Error(`The API answered ${res.status}`);
  return res.body.data;
}
