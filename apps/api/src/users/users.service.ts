import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Customer, type Page, type Role } from '@farm/contract';
import { LRUCache } from 'lru-cache';
import type { ClientSession, Model, Types, UpdateQuery } from 'mongoose';
import { ClockService } from '../clock/clock.service';
import { isObjectIdString } from '../common/object-id';
import { everyWordIn } from '../common/word-search';
import { toCustomer } from './customer.mapper';
import {
  type CodePurpose,
  hasLink,
  LINK_FIELDS,
  type LinkPurpose,
  type MailLanguage,
  type MailLink,
  type OneTimeCode,
  type SavedAddressRecord,
  User,
  type UserDocument,
} from './user.schema';

/** The fields of a user a token check reads (see findForToken). */
export type TokenHolder = Pick<
  User,
  'role' | 'username' | 'lastname' | 'email' | 'tokenVersion' | 'passwordChangedAt'
> & {
  _id: unknown;
};

/**
 * How long one API process may answer a token check from its own copy of the token holder. A change made
 * by another replica (a new role, a password reset's token version, a deleted account) is noticed within
 * this time; this process's own writes are noticed at once (docs/decisions/195-token-holder-cache.md).
 */
export const TOKEN_HOLDER_TTL_MS = 5_000;

/** One stored saved address with its id. */
export type SavedAddressEntry = SavedAddressRecord & { _id: Types.ObjectId };

export interface NewUser {
  username: string;
  lastname: string;
  email: string;
  passwordHash: string;
  role: Role;
  emailVerified: boolean;
  language: MailLanguage;
}

/** How many codes of one purpose an account may be issued (`max`) after `since`; `issuedAt` is now. */
export interface IssueCap {
  issuedAt: Date;
  since: Date;
  max: number;
}

/**
 * The rolling cap on a list of issue times kept at `field` (the newest `max`, oldest first): `room` matches
 * a document with room for one more issue (fewer than `max`, or the oldest before `since`), and `push`
 * records `issuedAt` and keeps the newest `max`. Accounts' codes and the phantom codes share it
 * (docs/decisions/006-account-codes.md).
 */
export function cappedIssue(field: string, { issuedAt, since, max }: IssueCap) {
  return {
    room: [{ [`${field}.${max - 1}`]: { $exists: false } }, { [`${field}.0`]: { $lte: since } }],
    push: { [field]: { $each: [issuedAt], $slice: -max } },
  };
}

export interface CustomerQuery {
  page: number;
  limit: number;
  search?: string;
}

/** MongoDB's duplicate-key error: the unique e-mail index refused a second account. */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** The most words of a customer search that count; a name and an address are a few words. */

/** The users collection; other modules go through this service, never the model. */
@Injectable()
export class UsersService {
  /** Token holders by id, read within the last TOKEN_HOLDER_TTL_MS (by the API's clock, so tests move it). */
  private readonly holders: LRUCache<string, TokenHolder>;
  /** Counts the writes to token holders, so a read that raced one is not kept. */
  private holderWrites = 0;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    clock: ClockService,
  ) {
    this.holders = new LRUCache({
      max: 50_000,
      ttl: TOKEN_HOLDER_TTL_MS,
      // The clock is asked on every check (no reading kept for a millisecond), so a test's move shows at once.
      ttlResolution: 0,
      perf: { now: () => clock.now() },
    });
  }

  /** Runs a write to the user `id` and then forgets its cached token holder, whatever the write did. */
  private async changing<T>(id: unknown, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.holderWrites += 1;
      this.holders.delete(String(id));
    }
  }

  /** `email` must already be lower-case (the contract's rule lower-cases it). */
  findByEmail(email: string): Promise<UserDocument | null> {
    return this.users.findOne({ email }).exec();
  }

  findById(id: string): Promise<UserDocument | null> {
    return this.users.findById(id).exec();
  }

  /**
   * Notes, inside an order's transaction, that the account is placing an order (`lastOrderAt`): a second
   * order of the same account at the same moment then conflicts with this one and runs after it. False when
   * the account is gone (deleted meanwhile).
   */
  async startOrdering(id: string, at: Date, session: ClientSession): Promise<boolean> {
    const res = await this.users.updateOne({ _id: id }, { $set: { lastOrderAt: at } }, { session }).exec();
    return res.matchedCount === 1;
  }

  /**
   * What a token check needs of its user, read plainly (no document built): it runs on every signed-in
   * request. An id that is not an ObjectId has no user.
   */
  async findForToken(id: string): Promise<TokenHolder | null> {
    const cached = this.holders.get(id);
    if (cached) return cached;
    if (!isObjectIdString(id)) return null;
    const writes = this.holderWrites;
    const holder = await this.users
      .findById(id, { role: 1, username: 1, lastname: 1, email: 1, tokenVersion: 1, passwordChangedAt: 1 })
      .lean<TokenHolder>()
      .exec();
    // Kept only when no write to a user ended meanwhile (it may have changed this one). A missing user is
    // not kept: ids are never reused.
    if (holder && writes === this.holderWrites) this.holders.set(id, holder);
    return holder;
  }

  /** Throws a duplicate-key error (see isDuplicateKey) when the e-mail is taken. */
  create(user: NewUser): Promise<UserDocument> {
    return this.users.create(user);
  }

  async setLanguage(id: UserDocument['_id'], language: MailLanguage): Promise<void> {
    await this.users.updateOne({ _id: id }, { $set: { language } }).exec();
  }

  /**
   * Replaces the user's code for `purpose` (a new code always starts with no wrong tries) unless `max`
   * codes of that purpose were already issued after `since`; false when the cap refused it.
   *
   * One atomic update, so concurrent requests (in any API process) cannot overshoot the cap: the issue
   * times are kept oldest first and cut to the last `max`, so there is room exactly when fewer than `max`
   * are stored or the oldest of them is from before `since`. The mail's `link` (a reset's, a verification's)
   * is added to the account's links of that purpose in the same update, which keep the last `max` as the
   * issue times do.
   */
  async storeCode(
    id: UserDocument['_id'],
    purpose: CodePurpose,
    code: OneTimeCode,
    cap: IssueCap,
    link?: MailLink,
  ): Promise<boolean> {
    const { room, push } = cappedIssue(`codeIssues.${purpose}`, cap);
    const links =
      link && hasLink(purpose) ? { [LINK_FIELDS[purpose]]: { $each: [link], $slice: -cap.max } } : {};
    // A verification code is never stored on an address verified meanwhile (a resend racing a verification).
    const unverified = purpose === 'verification' ? { emailVerified: false } : {};
    const result = await this.users
      .updateOne(
        { _id: id, ...unverified, $or: room },
        { $set: { [purpose]: code }, $push: { ...push, ...links } },
      )
      .exec();
    return result.modifiedCount === 1;
  }

  /**
   * Sets what `change` says and drops every code and link of `purpose`, in one atomic update, only if a link
   * with this hash is stored and still good at `now`: of two requests racing with one link, exactly one wins.
   */
  async consumeLink(
    id: UserDocument['_id'],
    purpose: LinkPurpose,
    hash: string,
    now: Date,
    change: UpdateQuery<User>,
  ): Promise<boolean> {
    const field = LINK_FIELDS[purpose];
    const result = await this.changing(id, () =>
      this.users
        .updateOne(
          { _id: id, [field]: { $elemMatch: { hash, expiresAt: { $gt: now } } } },
          { ...change, $unset: { ...change.$unset, [purpose]: 1, [field]: 1 } },
        )
        .exec(),
    );
    return result.modifiedCount === 1;
  }

  /**
   * Takes one try of the code `hash`, in one atomic update, before the code given is compared with it:
   * the tries taken before this one, or undefined when the code was replaced or used meanwhile or has no
   * try left. Counting first means that many guesses sent at once get no more tries than the code has
   * (docs/decisions/006-account-codes.md).
   */
  async takeTry(
    id: UserDocument['_id'],
    purpose: CodePurpose,
    hash: string,
    maxAttempts: number,
  ): Promise<number | undefined> {
    const before = await this.users
      .findOneAndUpdate(
        { _id: id, [`${purpose}.hash`]: hash, [`${purpose}.attempts`]: { $lt: maxAttempts } },
        { $inc: { [`${purpose}.attempts`]: 1 } },
        { returnDocument: 'before', projection: { [purpose]: 1 } },
      )
      .lean<Pick<User, CodePurpose>>()
      .exec();
    return before?.[purpose]?.attempts;
  }

  /**
   * Removes the code and applies `change` in one atomic update, only if that very code is still there and
   * this try was within its tries (`takeTry` counted it): of two requests racing with the same code,
   * exactly one wins (single use).
   */
  async consumeCode(
    id: UserDocument['_id'],
    purpose: CodePurpose,
    hash: string,
    maxAttempts: number,
    change: UpdateQuery<User>,
  ): Promise<boolean> {
    const result = await this.changing(id, () =>
      this.users
        .updateOne(
          { _id: id, [`${purpose}.hash`]: hash, [`${purpose}.attempts`]: { $lte: maxAttempts } },
          { ...change, $unset: { ...change.$unset, [purpose]: 1 } },
        )
        .exec(),
    );
    return result.modifiedCount === 1;
  }

  /**
   * Makes an existing account the configured admin (first-admin bootstrap): the operator's password
   * replaces whatever the account had, the address counts as verified, every earlier token ends and any
   * pending code is dropped, so whoever signed up with that address first keeps no way in.
   */
  async takeOverAsAdmin(id: UserDocument['_id'], passwordHash: string): Promise<void> {
    await this.changing(id, () =>
      this.users
        .updateOne(
          { _id: id },
          {
            $set: { role: 'Admin', emailVerified: true, passwordHash, passwordChangedAt: new Date() },
            $inc: { tokenVersion: 1 },
            $unset: {
              verification: 1,
              verificationLinks: 1,
              passwordReset: 1,
              resetLinks: 1,
              emailChange: 1,
            },
          },
        )
        .exec(),
    );
  }

  /** Changes the first and last name; the account as it is now, or null when it is gone. */
  rename(id: string, names: { username: string; lastname: string }) {
    return this.changing(id, () =>
      this.users
        .findByIdAndUpdate(id, { $set: names }, { returnDocument: 'after' })
        .lean<User & { _id: Types.ObjectId }>()
        .exec(),
    );
  }

  /**
   * Stores a new password hash and answers when it was changed (earlier tokens keep working; the caller ends
   * the sessions it must). A reset
   * code or link still pending is dropped: whoever read it could otherwise set a password of their own over the
   * one just chosen. So is an e-mail change still waiting for its code: whoever asked for it knew the old
   * password.
   */
  async setPassword(id: string, passwordHash: string): Promise<Date> {
    const changedAt = new Date();
    // Through `changing`: the token checks' copy of the user holds the password's stamp, which device
    // tokens are bound to (docs/decisions/160-device-cookies.md).
    await this.changing(id, () =>
      this.users
        .updateOne(
          { _id: id },
          {
            $set: { passwordHash, passwordChangedAt: changedAt },
            $unset: { passwordReset: 1, resetLinks: 1, emailChange: 1 },
          },
        )
        .exec(),
    );
    return changedAt;
  }

  /** The saved addresses of an account, as stored ([] for none or no account), the save they came from, and whether the account exists. */
  async addressBook(id: string): Promise<{ entries: SavedAddressEntry[]; version: number; found: boolean }> {
    const user = await this.users
      .findById(id, { addresses: 1, addressesVersion: 1 })
      .lean<Pick<User, 'addresses' | 'addressesVersion'>>()
      .exec();
    return { entries: user?.addresses ?? [], version: user?.addressesVersion ?? 0, found: user !== null };
  }

  /**
   * Replaces the address book read at `version`, unless another save came since: then false, and the caller
   * reads the book again and makes its change on that (a deleted address does not come back, two additions
   * both stay).
   */
  async storeAddressBook(id: string, addresses: SavedAddressEntry[], version: number): Promise<boolean> {
    const unchanged =
      version === 0
        ? { $or: [{ addressesVersion: { $exists: false } }, { addressesVersion: 0 }] }
        : { addressesVersion: version };
    const res = await this.users
      .updateOne({ _id: id, ...unchanged }, { $set: { addresses, addressesVersion: version + 1 } })
      .exec();
    return res.matchedCount === 1;
  }

  /** Removes the account itself (the caller has dealt with what refers to it). */
  async remove(id: string): Promise<boolean> {
    const result = await this.changing(id, () => this.users.deleteOne({ _id: id }).exec());
    return result.deletedCount === 1;
  }

  /**
   * Removes the account at `email` only if its address was never verified, in one atomic delete, so an owner
   * who verifies at that very moment keeps it. Such an account cannot sign in, so it holds no session, cart,
   * wishlist, order, address or request (docs/decisions/256-unverified-accounts-expire.md); whoever proves
   * they read the address may take it over (docs/decisions/241-changing-the-e-mail-address.md). True when
   * one was removed.
   */
  async removeUnverified(email: string): Promise<boolean> {
    const holder = await this.users.findOne({ email, emailVerified: false }, { _id: 1 }).lean().exec();
    if (!holder) return false;
    const result = await this.changing(holder._id, () =>
      this.users.deleteOne({ _id: holder._id, email, emailVerified: false }).exec(),
    );
    return result.deletedCount === 1;
  }

  countByRole(role: Role): Promise<number> {
    return this.users.countDocuments({ role }).exec();
  }

  /** Up to `limit` customers' names and addresses, as stored: who generated orders are made for (the seed). */
  customerSamples(limit: number) {
    return this.users
      .find({ role: 'Customer' }, { username: 1, lastname: 1, email: 1 })
      .limit(limit)
      .lean()
      .exec();
  }

  /**
   * Stores accounts the seed generated (`pnpm seed -- --customers N`) with the creation times they were
   * given, which the newest-first lists sort by.
   */
  async insertGenerated(users: object[]): Promise<void> {
    await this.users.insertMany(users, { timestamps: false } as never);
  }

  /** Every admin by name (the assignee picker of the admin's pipelines); the role index finds them. */
  async listAdmins(): Promise<{ _id: string; name: string; email: string }[]> {
    const docs = await this.users.find({ role: 'Admin' }).lean().exec();
    return docs
      .map((user) => ({
        _id: String(user._id),
        name: `${user.username} ${user.lastname}`.trim(),
        email: user.email,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  }

  async listCustomers({ page, limit, search }: CustomerQuery): Promise<Page<Customer>> {
    const filter: Record<string, unknown> = { role: 'Customer' };
    // Each word of the search in the first name, the last name or the e-mail.
    const words = everyWordIn(search, ['username', 'lastname', 'email']);
    if (words) filter.$and = words;
    const [docs, total] = await Promise.all([
      this.users
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean()
        .exec(),
      this.users.countDocuments(filter).exec(),
    ]);
    return { data: docs.map(toCustomer), page, pages: Math.ceil(total / limit), total };
  }
}
