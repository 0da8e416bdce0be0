import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AuditAction, AuditedKind, AuditEntry, AuditPage, AuditQuery } from '@farm/contract';
import { type ClientSession, Model, Types } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import { ClockService } from '../clock/clock.service';
import { AuditEntryRecord } from './audit-entry.schema';

export interface AuditChange {
  kind: AuditedKind;
  recordId: string;
  action: AuditAction;
  /** The contract field names that changed. */
  fields?: string[];
  /** A short detail such as the new status. */
  detail?: string;
}

/**
 * The record of every change an admin makes: who, what, when. Services call `record` in the
 * same transaction as the change when they have one, so a change and its trail entry land together.
 */
@Injectable()
export class AuditService {
  constructor(
    @InjectModel(AuditEntryRecord.name) private readonly entries: Model<AuditEntryRecord>,
    private readonly clock: ClockService,
  ) {}

  async record(actor: AuthUser, change: AuditChange, session?: ClientSession): Promise<void> {
    const entry = {
      at: new Date(this.clock.now()),
      actorId: new Types.ObjectId(actor.id),
      actorName: `${actor.username} ${actor.lastname}`.trim(),
      actorEmail: actor.email,
      kind: change.kind,
      recordId: change.recordId,
      action: change.action,
      fields: change.fields ?? [],
      detail: change.detail ?? '',
    };
    await this.entries.create([entry], session ? { session } : {});
  }

  async list({ kind, recordId, page, limit }: AuditQuery): Promise<AuditPage> {
    const filter = { kind, recordId };
    const [docs, total] = await Promise.all([
      this.entries
        .find(filter)
        .sort({ at: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean()
        .exec(),
      this.entries.countDocuments(filter).exec(),
    ]);
    return { data: docs.map(toAuditEntry), page, pages: Math.ceil(total / limit), total };
  }
}

/** The names of the fields whose values differ between `before` and `after` (compared as JSON). */
export function changedFields<T extends object>(before: T, after: Partial<T>): string[] {
  return Object.keys(after).filter((key) => {
    const next = (after as Record<string, unknown>)[key];
    if (next === undefined) return false;
    return JSON.stringify((before as Record<string, unknown>)[key]) !== JSON.stringify(next);
  });
}

function toAuditEntry(doc: AuditEntryRecord & { _id: Types.ObjectId }): AuditEntry {
  return {
    _id: String(doc._id),
    at: doc.at.toISOString(),
    actor: { id: String(doc.actorId), name: doc.actorName, email: doc.actorEmail },
    kind: doc.kind,
    recordId: doc.recordId,
    action: doc.action,
    fields: doc.fields,
    detail: doc.detail,
  };
}
