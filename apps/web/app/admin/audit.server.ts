import type { AuditedKind, AuditEntry } from '@farm/contract';
import { AUDIT_TRAIL_LIMIT } from '#app/admin/audit-trail';
import { type Api, bodyOrNotFound } from '#app/lib/api.server';

/**
 * The newest changes admins made to one record, for its admin screen's history panel: one more than the
 * panel lists, which tells it whether older ones exist.
 */
export async function loadAuditTrail(api: Api, kind: AuditedKind, recordId: string): Promise<AuditEntry[]> {
  const res = await api.admin.listAuditTrail({ query: { kind, recordId, limit: AUDIT_TRAIL_LIMIT + 1 } });
  return bodyOrNotFound(res).data;
}
