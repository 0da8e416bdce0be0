import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CodePurpose } from '../users/user.schema';
import { cappedIssue, isDuplicateKey } from '../users/users.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from './accounts-config';
import { CODE_ISSUE_WINDOW_MS, CODE_MAX_ATTEMPTS, CODE_TTL_MS, codeIssueCap } from './one-time-code';
import { PhantomCode } from './phantom-code.schema';

/**
 * Code states for addresses that were told a code is on its way when none was stored, so that wrong codes
 * sent for them answer exactly as for a real pending code: the same tries left, the same expiry, the same
 * hourly cap on issues (docs/decisions/006-account-codes.md).
 */
@Injectable()
export class PhantomCodes {
  constructor(
    @InjectModel(PhantomCode.name) private readonly phantoms: Model<PhantomCode>,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  /**
   * "Issues" a code for `email`: fresh tries and a new lifetime, unless the hourly cap of issues is used
   * up, in which case, as for an account, the earlier state goes on. One conditional upsert: the filter
   * finds the document only when there is room under the cap; when there is not, the upsert's insert
   * meets the existing `_id`, which is the refusal.
   */
  async issue(email: string, purpose: CodePurpose, now: number): Promise<boolean> {
    const { room, push } = cappedIssue('issues', codeIssueCap(now));
    try {
      await this.phantoms
        .updateOne(
          { _id: this.keyOf(email, purpose), $or: room },
          {
            $set: {
              expiresAt: new Date(now + CODE_TTL_MS),
              attempts: 0,
              removeAt: new Date(now + CODE_ISSUE_WINDOW_MS),
            },
            $push: push,
          },
          { upsert: true },
        )
        .exec();
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /**
   * Counts a wrong try against the address's state if it is still running and newer than `after` (the
   * expiry of a real code the account holds: the newest code is the one a wrong try is judged against).
   * Returns the tries left after this one, or undefined when there is no such state.
   */
  async countWrongTry(
    email: string,
    purpose: CodePurpose,
    now: number,
    after = 0,
  ): Promise<number | undefined> {
    const state = await this.phantoms
      .findOneAndUpdate(
        { _id: this.keyOf(email, purpose), expiresAt: { $gt: new Date(Math.max(now, after)) } },
        { $inc: { attempts: 1 } },
        { returnDocument: 'after', projection: { attempts: 1 } },
      )
      .lean()
      .exec();
    return state ? Math.max(0, CODE_MAX_ATTEMPTS - state.attempts) : undefined;
  }

  /** The address is never stored: a keyed hash, bound to the purpose. */
  private keyOf(email: string, purpose: CodePurpose): string {
    const hash = createHmac('sha256', this.config.jwtSecret)
      .update(`phantom:${purpose}:${email}`)
      .digest('hex');
    return `${purpose}|${hash}`;
  }
}
