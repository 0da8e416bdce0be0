import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type AdminSubmission,
  type AdminSubmissionPage,
  type AdminSubmissionSummary,
  type Dashboard,
  type ContentLanguage,
  type SubmissionAdminQuery,
  type SubmissionFilter,
  type SubmissionKind,
  type SubmissionStatus,
  labelOf,
  shopDaysCondition,
  submissionKindOptions,
  submissionStatusOptions,
  isStatusOf,
  salesStatusOptions,
} from '@farm/contract';
import { type QueryFilter, type Model, Types } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { everyWordIn } from '../common/word-search';
import { ClockService } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiException } from '../errors/error-body';
import { FilesService } from '../files/files.service';
import { UsersService } from '../users/users.service';
import { Submission, type SubmissionFile } from './submission.schema';
import { submissionsCsv } from './submissions-csv';

export type StoredSubmission = Submission & { _id: Types.ObjectId };

/** The company's days are Dubai's (UTC+4 all year, no daylight saving), as the web shows dates. */

/** The statuses the first version stored, and the pipeline status each became (decision 085). */
const LEGACY_STATUSES: Record<string, SubmissionStatus> = { 'in-progress': 'contacted', closed: 'lost' };
/**
 * The hiring status an application moved along the sales statuses stands at (decision 113): contacted
 * is being reviewed, quoted was made an offer, won was hired, lost was turned down.
 */
const SALES_TO_HIRING: Record<string, SubmissionStatus> = {
  contacted: 'reviewing',
  quoted: 'offer',
  won: 'hired',
  lost: 'rejected',
};

/** Fields that point elsewhere: the record shows what they name (service, product) or links (plan). */
const POINTERS = new Set(['serviceId', 'productId', 'planId']);

/**
 * How many requests the CSV export reads from the database at a time, a few megabytes at most, however
 * many requests there are (docs/decisions/270-csv-exports-for-spreadsheets.md).
 */
export const EXPORT_BATCH_SIZE = 500;

/**
 * The admin's pipelines over the visitors' requests (docs/decisions/086-submission-pipelines.md):
 * lists by kind with filters, one record with every field, status, internal notes, the assignee, and the
 * CSV export. Every change is recorded on the audit trail with the admin who made it.
 */
@Injectable()
export class SubmissionPipelineService implements OnApplicationBootstrap {
  private readonly logger = new Logger('SubmissionPipeline');

  constructor(
    @InjectModel(Submission.name) private readonly submissions: Model<Submission>,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly clock: ClockService,
    private readonly files: FilesService,
  ) {}

  /**
   * Requests stored before the pipeline had New/Contacted/Quoted/Won/Lost keep a status the schema no
   * longer allows; they are moved once at start (docs/decisions/085-pipeline-statuses.md). Running it
   * again finds nothing to move.
   */
  async onApplicationBootstrap(): Promise<void> {
    for (const [legacy, status] of Object.entries(LEGACY_STATUSES)) {
      const { modifiedCount } = await this.submissions.collection.updateMany(
        { status: legacy },
        { $set: { status } },
      );
      if (modifiedCount > 0)
        this.logger.log(`Moved ${modifiedCount} requests from "${legacy}" to "${status}"`);
    }
    // Applications stored while every kind shared the sales pipeline (docs/decisions/113-pipeline-statuses-per-kind.md).
    for (const [sales, hiring] of Object.entries(SALES_TO_HIRING)) {
      const { modifiedCount } = await this.submissions.collection.updateMany(
        { kind: 'application', status: sales },
        { $set: { status: hiring } },
      );
      if (modifiedCount > 0)
        this.logger.log(`Moved ${modifiedCount} job applications from "${sales}" to "${hiring}"`);
    }
  }

  async list(kind: SubmissionKind, query: SubmissionAdminQuery): Promise<AdminSubmissionPage> {
    const filter = submissionQuery(kind, query);
    const { page, limit } = query;
    const [docs, total] = await Promise.all([
      this.submissions
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<StoredSubmission[]>()
        .exec(),
      this.submissions.countDocuments(filter).exec(),
    ]);
    return { data: docs.map(toSummary), page, pages: Math.ceil(total / limit), total };
  }

  /**
   * Every request of the kind the filters keep, newest first, as a CSV stream read from a cursor a batch at
   * a time, never the whole list at once (docs/decisions/270-csv-exports-for-spreadsheets.md). The first
   * request is read before this answers, so a query that fails, fails here, while the answer can still be
   * an error; a failure later fails the stream. The cursor is closed when the stream closes, read to the
   * end or not.
   */
  async exportCsv(kind: SubmissionKind, filter: SubmissionFilter): Promise<Readable> {
    const cursor = this.submissions
      .find(submissionQuery(kind, filter))
      .sort({ createdAt: -1, _id: -1 })
      .batchSize(EXPORT_BATCH_SIZE)
      .lean<StoredSubmission>()
      .cursor();
    let first: StoredSubmission | null;
    try {
      first = await cursor.next();
    } catch (error) {
      await cursor.close().catch(() => undefined);
      throw error;
    }
    const csv = submissionsCsv(kind, recordsOf(first, cursor), this.app.publicOrigin);
    csv.once('close', () => {
      cursor
        .close()
        .catch((error: unknown) => this.logger.warn(`Closing an export's cursor failed: ${String(error)}`));
    });
    return csv;
  }

  async get(id: string): Promise<AdminSubmission> {
    return toDetail(await this.record(id));
  }

  /** The file of a request by its id, when the request has it. */
  async fileOf(id: string, fileId: string): Promise<SubmissionFile | undefined> {
    const doc = await this.record(id);
    return doc.files.find((file) => String(file.fileId) === fileId);
  }

  /**
   * Deletes a request of `kind` for good, with its files and notes
   * (docs/decisions/264-requests-can-be-erased.md): what the shop does when the sender asks for their data
   * to be erased. The files go first: a failure after them leaves a record whose files are missing, which
   * the screens show and a second try deletes, never files that nothing names any more. The trail keeps
   * that it was deleted, by whom and when, and nothing of what it said.
   */
  async remove(id: string, kind: SubmissionKind, admin: AuthUser): Promise<void> {
    const doc = await this.record(id);
    // A request is handled in its own list only, as it is shown there only.
    if (doc.kind !== kind) throw new ApiException(404, 'submissionNotFound');
    await this.files.deleteMany(doc.files.map((file) => String(file.fileId)));
    const removed = await this.submissions.deleteOne({ _id: doc._id }).exec();
    if (removed.deletedCount === 0) throw new ApiException(404, 'submissionNotFound');
    await this.audit.record(admin, { kind: 'submission', recordId: id, action: 'deleted' });
  }

  async changeStatus(id: string, status: SubmissionStatus, admin: AuthUser): Promise<AdminSubmission> {
    // Each kind moves through its own statuses (docs/decisions/113-pipeline-statuses-per-kind.md).
    const { kind } = await this.record(id);
    if (!isStatusOf(kind, status)) throw new ApiException(400, 'statusNotOfKind');
    // Only a real change is written and recorded: saving the status it already has changes nothing.
    const updated = await this.submissions
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), status: { $ne: status } },
        { $set: { status }, $push: { history: { status, at: new Date(this.clock.now()) } } },
        { returnDocument: 'after' },
      )
      .lean<StoredSubmission>()
      .exec();
    if (!updated) return this.get(id);
    await this.audit.record(admin, {
      kind: 'submission',
      recordId: id,
      action: 'statusChanged',
      fields: ['status'],
      detail: labelOf(submissionStatusOptions, status),
    });
    return toDetail(updated);
  }

  async addNote(id: string, text: string, admin: AuthUser): Promise<AdminSubmission> {
    const note = {
      _id: new Types.ObjectId(),
      text,
      at: new Date(this.clock.now()),
      authorId: new Types.ObjectId(admin.id),
      authorName: nameOf(admin),
      authorEmail: admin.email,
    };
    const updated = await this.submissions
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id) },
        { $push: { notes: note } },
        { returnDocument: 'after' },
      )
      .lean<StoredSubmission>()
      .exec();
    if (!updated) throw new ApiException(404, 'submissionNotFound');
    // The note's words stay on the record; the trail says that one was written, by whom and when.
    await this.audit.record(admin, {
      kind: 'submission',
      recordId: id,
      action: 'noteAdded',
      fields: ['notes'],
    });
    return toDetail(updated);
  }

  /**
   * Assigns the request to an admin (checked to be one now), or to nobody. The write is conditional on the
   * request not being so already, as it is when written: an admin whose choice matched what they read is
   * not told "saved" while another admin's change lands over it. A choice already in place is answered
   * as it is, and recorded once.
   */
  async assign(id: string, assigneeId: string | undefined, admin: AuthUser): Promise<AdminSubmission> {
    const current = await this.record(id);
    let assignee: StoredSubmission['assignee'];
    if (assigneeId) {
      const user = await this.users.findById(assigneeId);
      if (!user || user.role !== 'Admin') throw new ApiException(422, 'assigneeNotAdmin');
      assignee = { userId: user._id, name: `${user.username} ${user.lastname}`.trim(), email: user.email };
    }
    const updated = await this.submissions
      .findOneAndUpdate(
        assignee
          ? { _id: current._id, 'assignee.userId': { $ne: assignee.userId } }
          : { _id: current._id, assignee: { $exists: true } },
        assignee ? { $set: { assignee } } : { $unset: { assignee: 1 } },
        { returnDocument: 'after' },
      )
      .lean<StoredSubmission>()
      .exec();
    if (!updated) return toDetail(await this.record(id));
    await this.audit.record(admin, {
      kind: 'submission',
      recordId: id,
      action: assignee ? 'assigned' : 'unassigned',
      fields: ['assignee'],
      detail: assignee?.name ?? '',
    });
    return toDetail(updated);
  }

  // The dashboard's figures of the requests (docs/decisions/095-admin-dashboard.md).

  /**
   * Requests still in the pipeline's first status, per kind (each admin list has one kind): one count each,
   * answered by the kind-and-status index.
   */
  async countWaiting(): Promise<Dashboard['waiting']> {
    const status = submissionStatusOptions[0].value;
    const count = (kind: SubmissionKind) => this.submissions.countDocuments({ kind, status }).exec();
    const [enquiry, customization, productCustomization, contact, application] = await Promise.all([
      count('enquiry'),
      count('customization'),
      count('productCustomization'),
      count('contact'),
      count('application'),
    ]);
    return { enquiry, customization, productCustomization, contact, application };
  }

  /**
   * Enquiries since `since` per service they name, most first, named in `lang` where the requests kept the
   * service's Arabic name.
   */
  async enquiriesPerService(
    since: Date,
    lang: ContentLanguage = 'en',
  ): Promise<Dashboard['enquiriesByService']> {
    const rows = await this.submissions
      .aggregate<{ _id: string; nameAr: string | null; count: number }>([
        {
          $match: {
            createdAt: { $gte: since },
            kind: { $ne: 'application' },
            serviceName: { $exists: true, $ne: '' },
          },
        },
        { $group: { _id: '$serviceName', nameAr: { $max: '$serviceNameAr' }, count: { $sum: 1 } } },
      ])
      .exec();
    return rows
      .map((row) => ({ service: (lang === 'ar' && row.nameAr) || row._id, count: row.count }))
      .sort((a, b) => b.count - a.count || a.service.localeCompare(b.service));
  }

  /**
   * Enquiries per sales status, every status listed (applications have their own pipeline): one count per
   * status over the kinds that are enquiries, which the `{kind, status}` index answers from its positions
   * alone, where grouping would read every request ever received (the dashboard asks every 30 s).
   */
  async enquiriesPerStatus(): Promise<Dashboard['enquiriesByStatus']> {
    const kinds = submissionKindOptions.map(({ value }) => value).filter((kind) => kind !== 'application');
    return Promise.all(
      salesStatusOptions.map(async ({ value }) => ({
        status: value,
        count: await this.submissions.countDocuments({ kind: { $in: kinds }, status: value }).exec(),
      })),
    );
  }

  private async record(id: string): Promise<StoredSubmission> {
    const doc = await this.submissions.findById(id).lean<StoredSubmission>().exec();
    if (!doc) throw new ApiException(404, 'submissionNotFound');
    return doc;
  }
}

/**
 * The query of a list or export. Its equalities lead with the kind, then the status or the assignee,
 * so one of the kind's indexes (PIPELINE_INDEXES) walks the newest-first order and the days become a
 * range on it; the test "walks an index for every filter" holds the planner to that.
 */
export function submissionQuery(kind: SubmissionKind, filter: SubmissionFilter): QueryFilter<Submission> {
  const query: QueryFilter<Submission> = { kind };
  if (filter.status) query.status = filter.status;
  if (filter.assignee === 'none') query['assignee.userId'] = null;
  else if (filter.assignee) query['assignee.userId'] = new Types.ObjectId(filter.assignee);
  // The shop's inclusive range of days (docs/decisions/080-date-ranges-in-dubai-time.md).
  const placed = shopDaysCondition(filter.from, filter.to);
  if (placed) query.createdAt = placed;
  // The reference the acknowledgement gave the sender (the record's id), as they would quote it: that record.
  const reference = filter.search?.trim() ?? '';
  if (/^[0-9a-f]{24}$/i.test(reference)) {
    query._id = new Types.ObjectId(reference);
    return query;
  }
  // Each word in the sender's name or e-mail, Arabic read as the customer search reads it.
  const words = everyWordIn(filter.search, ['sender.name', 'sender.email']);
  if (words) query.$and = words;
  return query;
}

/** The records of a cursor whose first one was already read (`first`, null when there was none). */
async function* recordsOf(
  first: StoredSubmission | null,
  cursor: { next(): Promise<StoredSubmission | null> },
): AsyncGenerator<StoredSubmission> {
  for (let doc = first; doc !== null; doc = await cursor.next()) yield doc;
}

function nameOf(user: { username: string; lastname: string }): string {
  return `${user.username} ${user.lastname}`.trim();
}

function assigneeOf(doc: StoredSubmission): AdminSubmissionSummary['assignee'] {
  const { assignee } = doc;
  return assignee ? { _id: String(assignee.userId), name: assignee.name, email: assignee.email } : undefined;
}

function toSummary(doc: StoredSubmission): AdminSubmissionSummary {
  const summary: AdminSubmissionSummary = {
    _id: String(doc._id),
    kind: doc.kind,
    status: doc.status,
    createdAt: doc.createdAt.toISOString(),
    sender: { ...doc.sender },
    files: doc.files.length,
    notes: doc.notes?.length ?? 0,
  };
  const assignee = assigneeOf(doc);
  if (assignee) summary.assignee = assignee;
  if (doc.kind === 'application')
    summary.position = doc.fields.position as AdminSubmissionSummary['position'];
  if (doc.serviceName) summary.serviceName = doc.serviceName;
  if (doc.productName) summary.productName = doc.productName;
  return summary;
}

function toDetail(doc: StoredSubmission): AdminSubmission {
  const fields = Object.fromEntries(Object.entries(doc.fields).filter(([field]) => !POINTERS.has(field)));
  const detail: AdminSubmission = {
    ...toSummary(doc),
    updatedAt: doc.updatedAt.toISOString(),
    language: doc.language,
    fields,
    files: doc.files.map((file) => ({
      fileId: String(file.fileId),
      field: file.field,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
    })),
    // Newest first, as the record's screen lists them.
    notes: [...(doc.notes ?? [])].reverse().map((note) => ({
      _id: String(note._id),
      text: note.text,
      at: note.at.toISOString(),
      author: { _id: String(note.authorId), name: note.authorName, email: note.authorEmail },
    })),
  };
  if (doc.userId) detail.customerId = String(doc.userId);
  if (typeof doc.fields.planId === 'string') detail.planId = doc.fields.planId;
  return detail;
}
