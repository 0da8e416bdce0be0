import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AccountSession } from '@farm/contract';
import { LRUCache } from 'lru-cache';
import { type Model, Types } from 'mongoose';
import { ClockService } from '../clock/clock.service';
import { isObjectIdString } from '../common/object-id';
import { Session } from './session.schema';

/**
 * How long one API process may trust its own answer to "is this session still open?". Another replica
 * ending the session is noticed within this time; this process's own ends are noticed at once.
 */
export const SESSION_CHECK_TTL_MS = 5_000;
/** lastUsedAt is only ever this stale, so the account page can say "active a minute ago". */
export const LAST_USED_RESOLUTION_MS = 60_000;
const USER_AGENT_MAX = 200;
/**
 * The open sessions one account keeps: far more than anyone's browsers and devices. A new sign-in past it
 * ends the sessions used longest ago, so a script signing in again and again with the account's password
 * cannot grow the account's list (and the pages that read it whole) without end.
 */
export const SESSIONS_PER_ACCOUNT = 100;

/** The sessions collection: start, check, list and end the signed-in sessions of users. */
@Injectable()
export class SessionsService {
  private readonly open = new LRUCache<string, { userId: string; lastUsedAt: number }>({
    max: 50_000,
    ttl: SESSION_CHECK_TTL_MS,
  });
  /**
   * Sessions ended by this process so far: a check whose read began before an ending does not cache its
   * answer, which may name a session ended meanwhile (the ending forgot it first, the read put it back).
   */
  private endings = 0;

  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    private readonly clock: ClockService,
  ) {}

  /**
   * A new session for `userId` ending at `expiresAt`; returns its id for the token. Past
   * SESSIONS_PER_ACCOUNT, the sessions used longest ago end.
   */
  async start(userId: string, expiresAt: Date, userAgent: string | undefined): Promise<string> {
    const now = new Date(this.clock.now());
    const session = await this.sessions.create({
      userId: new Types.ObjectId(userId),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
      userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX),
    });
    const surplus = await this.sessions
      .find({ userId: session.userId, _id: { $ne: session._id } }, { _id: 1 })
      .sort({ lastUsedAt: -1, _id: -1 })
      .skip(SESSIONS_PER_ACCOUNT - 1)
      .lean()
      .exec();
    if (surplus.length > 0) await this.endMany({ _id: { $in: surplus.map(({ _id }) => _id) } });
    return String(session._id);
  }

  /** Whether `sessionId` is an open session of `userId`; notes its use (at most once a minute). */
  async isOpen(sessionId: string, userId: string): Promise<boolean> {
    const now = this.clock.now();
    const cached = this.open.get(sessionId);
    if (cached) {
      if (cached.userId !== userId) return false;
      if (now - cached.lastUsedAt >= LAST_USED_RESOLUTION_MS) await this.touch(sessionId, cached, now);
      return true;
    }
    if (!isObjectIdString(sessionId)) return false;
    const endings = this.endings;
    const session = await this.sessions
      .findOne({ _id: sessionId, userId: new Types.ObjectId(userId), expiresAt: { $gt: new Date(now) } })
      .lean()
      .exec();
    if (!session) return false;
    const entry = { userId, lastUsedAt: session.lastUsedAt.getTime() };
    if (endings === this.endings) this.open.set(sessionId, entry);
    if (now - entry.lastUsedAt >= LAST_USED_RESOLUTION_MS) await this.touch(sessionId, entry, now);
    return true;
  }

  private async touch(sessionId: string, entry: { lastUsedAt: number }, now: number): Promise<void> {
    entry.lastUsedAt = now;
    await this.sessions.updateOne({ _id: sessionId }, { $set: { lastUsedAt: new Date(now) } }).exec();
  }

  /** The open sessions of `userId`, newest first, `currentId` marked. */
  async list(userId: string, currentId: string): Promise<AccountSession[]> {
    const docs = await this.sessions
      .find({ userId: new Types.ObjectId(userId), expiresAt: { $gt: new Date(this.clock.now()) } })
      .sort({ createdAt: -1 })
      .lean()
      .exec();
    return docs.map((doc) => ({
      _id: String(doc._id),
      current: String(doc._id) === currentId,
      createdAt: doc.createdAt.toISOString(),
      lastUsedAt: doc.lastUsedAt.toISOString(),
      expiresAt: doc.expiresAt.toISOString(),
      userAgent: doc.userAgent,
    }));
  }

  /** Ends one session of `userId`; false when it is not theirs or already ended. */
  async end(sessionId: string, userId: string): Promise<boolean> {
    this.endings += 1;
    this.open.delete(sessionId);
    if (!isObjectIdString(sessionId)) return false;
    const result = await this.sessions
      .deleteOne({ _id: sessionId, userId: new Types.ObjectId(userId) })
      .exec();
    // A check that began after the count above and read the session before it went.
    this.endings += 1;
    this.open.delete(sessionId);
    return result.deletedCount === 1;
  }

  /** Ends every session of `userId` (but `exceptId`, when given); returns how many ended. */
  async endAll(userId: string, exceptId?: string): Promise<number> {
    const filter: Record<string, unknown> = { userId: new Types.ObjectId(userId) };
    if (exceptId) filter._id = { $ne: new Types.ObjectId(exceptId) };
    return this.endMany(filter);
  }

  /** Ends the sessions `filter` names; returns how many ended. */
  private async endMany(filter: Record<string, unknown>): Promise<number> {
    this.endings += 1;
    const ending = await this.sessions.find(filter, { _id: 1 }).lean().exec();
    for (const { _id } of ending) this.open.delete(String(_id));
    const result = await this.sessions.deleteMany(filter).exec();
    // A check that began after the count above and read a session before it went.
    this.endings += 1;
    for (const { _id } of ending) this.open.delete(String(_id));
    return result.deletedCount;
  }
}
