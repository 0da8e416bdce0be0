import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type ContentLanguage, customerStatusOf, type MyRequest, type RequestStep } from '@farm/contract';
import { type Model, Types } from 'mongoose';
import { isObjectIdString } from '../common/object-id';
import { Submission } from './submission.schema';
import { toSummary } from './submissions.service';
import { ERASED } from '../orders/order-privacy.service';

type StoredSubmission = Submission & { _id: Types.ObjectId };

/** A customer's own requests as their account opens them, and what happens to them when the account goes. */
@Injectable()
export class MyRequestsService {
  constructor(@InjectModel(Submission.name) private readonly submissions: Model<Submission>) {}

  /** One request of `userId`'s; undefined when there is none by that id or it is someone else's. */
  async get(userId: string, id: string, lang: ContentLanguage = 'en'): Promise<MyRequest | undefined> {
    const doc = await this.mine(userId, id);
    return doc ? toMyRequest(doc, lang) : undefined;
  }

  /**
   * Every request of `userId`'s, newest first, in one read, each as `get` answers it with every answer its
   * form sent, as validated: the sender's own data, for the copy they download
   * (docs/decisions/243-download-my-data.md).
   */
  async allWithAnswers(
    userId: string,
    lang: ContentLanguage = 'en',
  ): Promise<
    (MyRequest & {
      answers: Record<string, unknown>;
      sender: { name: string; email: string; phone?: string };
    })[]
  > {
    const docs = await this.submissions
      .find({ userId: new Types.ObjectId(userId) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<StoredSubmission[]>()
      .exec();
    return docs.map((doc) => ({
      ...toMyRequest(doc, lang),
      answers: doc.fields,
      sender: {
        name: doc.sender.name,
        email: doc.sender.email,
        ...(doc.sender.phone ? { phone: doc.sender.phone } : {}),
      },
    }));
  }

  private async mine(userId: string, id: string): Promise<StoredSubmission | null> {
    if (!isObjectIdString(id)) return null;
    return this.submissions
      .findOne({ _id: new Types.ObjectId(id), userId: new Types.ObjectId(userId) })
      .lean<StoredSubmission>()
      .exec();
  }

  /**
   * Unlinks every request from a deleted account: the request stays as the team received it, like an
   * anonymous visitor's (docs/decisions/172-deleting-an-account.md).
   */
  async unlinkUser(userId: string): Promise<void> {
    const linked = { userId: new Types.ObjectId(userId) };
    // The customization forms took the sender's name and e-mail from the account, not from what was typed
    // (docs/decisions/040-customization-needs-sign-in.md): they go with it, as its orders' do.
    await this.submissions
      .updateMany(
        { ...linked, kind: { $in: ['customization', 'productCustomization'] } },
        { $set: { 'sender.name': ERASED, 'sender.email': ERASED } },
      )
      .exec();
    await this.submissions.updateMany(linked, { $unset: { userId: 1 } }).exec();
  }
}

/**
 * The steps the sender sees: arrival as New, then each change that the sender would notice (the team's
 * Contacted, Quoted and Won all read "In progress", so moving between them adds no step).
 */
export function historyOf(
  doc: Pick<Submission, 'createdAt' | 'updatedAt' | 'status' | 'history'>,
): RequestStep[] {
  const steps: RequestStep[] = [{ status: 'new', at: doc.createdAt.toISOString() }];
  const changes = doc.history ?? [];
  // Stored before changes were kept: the current status is all that is known, as of the last update.
  const known = changes.length > 0 ? changes : [{ status: doc.status, at: doc.updatedAt }];
  for (const change of known) {
    const status = customerStatusOf(change.status);
    if (steps[steps.length - 1]?.status !== status) steps.push({ status, at: change.at.toISOString() });
  }
  return steps;
}

function toMyRequest(doc: StoredSubmission, lang: ContentLanguage): MyRequest {
  const message = doc.fields.message;
  return {
    ...toSummary(doc, lang),
    ...(typeof message === 'string' && message.trim() !== '' ? { message } : {}),
    fileNames: doc.files.map((file) => file.name),
    history: historyOf(doc),
  };
}
