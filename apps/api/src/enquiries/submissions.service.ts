import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Inject, Injectable, Logger, Optional, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type ContentLanguage,
  customerStatusOf,
  type SubmissionKind,
  type SubmissionPage,
  type SubmissionReceipt,
  type SubmissionSummary,
} from '@farm/contract';
import { type Model, Types } from 'mongoose';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../auth/accounts-config';
import { escapeRegex } from '../catalog/search';
import type { AuthUser } from '../auth/auth-user';
import { PendingWork, SHUTDOWN_WAIT_MS } from '../common/pending-work';
import { type AcceptedUpload, FilesService } from '../files/files.service';
import { MailService } from '../mail/mail.service';
import { ThrottleService } from '../throttle/throttle.service';
import type { MailContent } from '../mail/mail-templates';
import type { MailLanguage } from '../users/user.schema';
import { acknowledgement, shopNotification, type SubmissionForMail } from './enquiry-mail';
import { Sender, Submission } from './submission.schema';

/**
 * Acknowledgements one address gets per rolling hour. Anyone can name any address in a public form, so
 * without a cap the forms would let a stranger fill someone's inbox with our mails; past it the request
 * is still stored and the shop still told, only the sender's copy is skipped.
 */
export const ACKNOWLEDGEMENTS_PER_HOUR = 3;

/**
 * The addresses that reach the same inbox as `email` (stored lower-cased, as the contract reads it): the
 * address itself and its `+tag` variants. Anchored at the start, so an index on the address still serves it.
 */
export function mailboxPattern(email: string): RegExp {
  const at = email.lastIndexOf('@');
  const [local, domain] = [email.slice(0, at), email.slice(at + 1)];
  const mailbox = local.split('+')[0] ?? '';
  return new RegExp(`^${escapeRegex(mailbox)}(?:\\+[^@]*)?@${escapeRegex(domain)}$`);
}

const HOUR_MS = 60 * 60 * 1000;

/** One request as a form sent it, checked by the contract; its files checked but not stored yet. */
export interface NewSubmission {
  kind: SubmissionKind;
  fields: Record<string, unknown>;
  sender: Sender;
  language: MailLanguage;
  /** The signed-in customer who sent it, when there is one. */
  user?: AuthUser;
  serviceName?: string;
  productName?: string;
  /** Arabic names where the catalog has them (docs/decisions/110-order-lines-in-both-languages.md). */
  serviceNameAr?: string;
  productNameAr?: string;
  uploads?: readonly AcceptedUpload[];
  /** The client address that sent it, which the acknowledgements per address count. */
  clientAddress?: string;
}

/** Receives the visitors' requests: stores them with their files, and mails the shop and the sender. */
@Injectable()
export class SubmissionsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Submissions');
  /** Mails still on their way; shutdown waits for them, as the account mails do. */
  private readonly mails = PendingWork.loggedBy(this.logger);

  constructor(
    @InjectModel(Submission.name) private readonly submissions: Model<Submission>,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly files: FilesService,
    private readonly mail: MailService,
    @Optional() private readonly throttle?: ThrottleService,
  ) {}

  /**
   * Stores the files, then the request naming them; when the request cannot be stored, its files are
   * removed again, so a failure leaves neither a half-saved request nor orphan files. The mails go out in
   * the background: the request is safe by then, and a mail server being down must not undo it.
   */
  async receive(input: NewSubmission): Promise<SubmissionReceipt['data']> {
    const stored = await this.files.storeAll(input.uploads ?? []);
    let created: Submission & { _id: Types.ObjectId };
    try {
      created = (
        await this.submissions.create({
          kind: input.kind,
          status: 'new',
          userId: input.user ? new Types.ObjectId(input.user.id) : undefined,
          sender: input.sender,
          language: input.language,
          fields: input.fields,
          serviceName: input.serviceName,
          productName: input.productName,
          serviceNameAr: input.serviceNameAr,
          productNameAr: input.productNameAr,
          files: stored.map((file) => ({ ...file, fileId: new Types.ObjectId(file.fileId) })),
        })
      ).toObject();
    } catch (error) {
      await this.files.deleteMany(stored.map((file) => file.fileId));
      throw error;
    }
    const forMail: SubmissionForMail = {
      id: String(created._id),
      kind: input.kind,
      receivedAt: created.createdAt,
      sender: input.sender,
      language: input.language,
      signedIn: Boolean(input.user),
      fields: input.fields,
      serviceName: input.serviceName,
      productName: input.productName,
      files: stored,
      planUrl:
        typeof input.fields.planId === 'string'
          ? `${this.app.publicOrigin}/planner/${input.fields.planId}`
          : undefined,
    };
    // Staff answer the sender by replying to the notice.
    this.mailInBackground(this.config.shopEmail, shopNotification(forMail), forMail, input.sender.email);
    if (
      (await this.mayAcknowledge(input.sender.email, created.createdAt)) &&
      (await this.mayAcknowledgeFor(input.clientAddress))
    ) {
      this.mailInBackground(input.sender.email, acknowledgement(forMail), forMail);
    }
    return {
      _id: String(created._id),
      kind: created.kind,
      status: created.status,
      createdAt: created.createdAt.toISOString(),
    };
  }

  /** The customer's own requests, newest first. */
  async listMine(
    userId: string,
    { page, limit }: { page: number; limit: number },
    lang: ContentLanguage = 'en',
  ): Promise<SubmissionPage> {
    const filter = { userId: new Types.ObjectId(userId) };
    const [total, docs] = await Promise.all([
      this.submissions.countDocuments(filter).exec(),
      this.submissions
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean()
        .exec(),
    ]);
    return { data: docs.map((doc) => toSummary(doc, lang)), page, pages: Math.ceil(total / limit), total };
  }

  /**
   * Whether the mailbox has had fewer than the hourly cap of requests, this one included. A mailbox counts
   * with its `+tag` variants (`amina+1@`, `amina+2@` reach one inbox), so the cap cannot be multiplied by
   * tags to flood someone else's inbox with acknowledgements.
   */
  private async mayAcknowledge(email: string, receivedAt: Date): Promise<boolean> {
    const recent = await this.submissions
      .countDocuments({
        'sender.email': mailboxPattern(email),
        createdAt: { $gt: new Date(receivedAt.getTime() - HOUR_MS) },
      })
      .exec();
    if (recent <= ACKNOWLEDGEMENTS_PER_HOUR) return true;
    this.logger.warn(`No acknowledgement mailed for a ${recent}th request from one address within an hour`);
    return false;
  }

  /** Whether the client address has had fewer acknowledgements this hour than its share (this one counted). */
  private async mayAcknowledgeFor(address: string | undefined): Promise<boolean> {
    if (!this.throttle || address === undefined || (await this.throttle.mayAcknowledgeFor(address)))
      return true;
    this.logger.warn('No acknowledgement mailed: the sending address had its share this hour');
    return false;
  }

  private mailInBackground(
    to: string,
    content: MailContent,
    submission: SubmissionForMail,
    replyTo?: string,
  ): void {
    this.mails.add(
      `mail "${content.template}" about ${submission.kind} ${submission.id}`,
      this.mail.send(to, content, { replyTo }),
    );
  }

  /** Resolves once every mail sent in the background so far has finished. */
  settled(): Promise<void> {
    return this.mails.settled();
  }

  /** Within a deadline, so a stuck mail server cannot hold the shutdown past the supervisor's grace. */
  beforeApplicationShutdown(): Promise<void> {
    return this.mails.settled(SHUTDOWN_WAIT_MS);
  }
}

type StoredSubmission = Submission & { _id: Types.ObjectId };

export function toSummary(doc: StoredSubmission, lang: ContentLanguage = 'en'): SubmissionSummary {
  const fields = doc.fields;
  const summary: SubmissionSummary = {
    _id: String(doc._id),
    kind: doc.kind,
    // The sender sees whether the team is on it, not how the team rates the lead.
    status: customerStatusOf(doc.status),
    createdAt: doc.createdAt.toISOString(),
    files: doc.files.length,
  };
  if (doc.kind === 'application') summary.position = fields.position as SubmissionSummary['position'];
  // The names in the sender's language where an Arabic one was kept, English otherwise.
  const serviceName = (lang === 'ar' && doc.serviceNameAr) || doc.serviceName;
  const productName = (lang === 'ar' && doc.productNameAr) || doc.productName;
  if (serviceName) summary.serviceName = serviceName;
  if (productName) summary.productName = productName;
  if (typeof fields.width === 'number' && typeof fields.height === 'number') {
    summary.size = { width: fields.width, height: fields.height };
  }
  return summary;
}
