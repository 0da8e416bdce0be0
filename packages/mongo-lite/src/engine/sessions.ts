import type { Document } from 'bson';
import type { Clock } from '../clock';
import { canonicalKey } from '../query';
import { ErrorCodes, mongoError } from '../errors';
import type { Store } from './store';
import { Transaction, noSuchTransaction, transactionCommitted } from './transactions';
import { toBigInt, truthy } from './values';

/** Commands MongoDB allows inside a multi-document transaction. */
const allowedInTransaction = new Set([
  'find',
  'getMore',
  'killCursors',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'aggregate',
  'distinct',
  'commitTransaction',
  'abortTransaction',
  'create',
  'createIndexes',
]);

/** How long the server keeps an idle session; hello tells drivers, which drop theirs a minute sooner. */
export const logicalSessionTimeoutMinutes = 30;

const sessionTimeoutMs = logicalSessionTimeoutMinutes * 60_000;

/** What the server keeps of a session: its latest transaction, and when the session last ran a command. */
interface Session {
  txn: Transaction;
  lastUsed: number;
}

/**
 * Logical sessions, as far as the server needs them: the transaction each one has open. A session is kept
 * once it has run a transaction, and drivers drop idle sessions without ending them, so sessions left idle
 * past the timeout are forgotten (see expire) rather than kept for the life of the server.
 */
export class SessionRegistry {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  /** The transaction a command belongs to (starting it when asked), or undefined outside transactions. */
  resolve(command: string, body: Document): Transaction | undefined {
    if (body.autocommit === undefined || truthy(body.autocommit)) {
      if (command === 'commitTransaction' || command === 'abortTransaction') {
        throw mongoError(ErrorCodes.InvalidOptions, `${command} must be run within a transaction`);
      }
      // a command outside transactions still keeps its session from going idle
      if (this.sessions.size > 0 && body.lsid) {
        const session = this.sessions.get(canonicalKey(body.lsid.id ?? body.lsid));
        if (session) session.lastUsed = this.clock.now();
      }
      return undefined;
    }
    if (!body.lsid || body.txnNumber === undefined) {
      throw mongoError(ErrorCodes.InvalidOptions, 'a transaction needs lsid and txnNumber');
    }
    const key = canonicalKey(body.lsid.id ?? body.lsid);
    const txnNumber = toBigInt(body.txnNumber, 'txnNumber');
    const session = this.sessions.get(key);
    if (session) session.lastUsed = this.clock.now();
    let txn = session?.txn;
    if (truthy(body.startTransaction)) {
      if (txn && txnNumber < txn.txnNumber) {
        throw mongoError(
          ErrorCodes.TransactionTooOld,
          `Cannot start transaction ${txnNumber} on session because a newer transaction ${txn.txnNumber} has already started`,
        );
      }
      if (txn && txnNumber === txn.txnNumber) {
        throw mongoError(
          ErrorCodes.ConflictingOperationInProgress,
          `Transaction ${txnNumber} has already been started on this session`,
        );
      }
      txn?.abort();
      txn = new Transaction(this.store, txnNumber, this.clock.now());
      this.sessions.set(key, { txn, lastUsed: txn.startedAt });
    } else if (!txn || txn.txnNumber !== txnNumber) {
      throw noSuchTransaction(txnNumber, false);
    }
    if (!allowedInTransaction.has(command)) {
      txn.abort();
      throw mongoError(
        ErrorCodes.OperationNotSupportedInTransaction,
        `Cannot run '${command}' in a multi-document transaction.`,
      );
    }
    if (txn.state === 'aborted') throw noSuchTransaction(txnNumber, true);
    // a committed transaction only accepts a retried commit
    if (txn.state === 'committed' && command !== 'commitTransaction') throw transactionCommitted(txnNumber);
    if (txn.state === 'active') txn.assertUsable();
    return txn;
  }

  /**
   * Aborts transactions open longer than MongoDB's transactionLifetimeLimitSeconds (60 s), so a client that
   * vanished mid-transaction does not hold its documents forever. Then forgets sessions idle longer than the
   * session timeout, as MongoDB does: drivers drop idle sessions without sending endSessions, and a server
   * up for weeks would otherwise keep every session that ever ran a transaction. A session whose transaction
   * is still open stays, however long it has been idle.
   */
  expire(now: number, lifetimeMs: number): void {
    for (const [key, { txn, lastUsed }] of this.sessions) {
      if (txn.state === 'active' && now - txn.startedAt > lifetimeMs) txn.abort();
      if (txn.state !== 'active' && now - lastUsed > sessionTimeoutMs) this.sessions.delete(key);
    }
  }

  /** How many sessions the server keeps (for tests). */
  get size(): number {
    return this.sessions.size;
  }

  /** Ends sessions: their open transactions are aborted, as MongoDB does. */
  end(ids: unknown[]): void {
    for (const id of ids) {
      const key = canonicalKey((id as Document)?.id ?? id);
      this.sessions.get(key)?.txn.abort();
      this.sessions.delete(key);
    }
  }
}
