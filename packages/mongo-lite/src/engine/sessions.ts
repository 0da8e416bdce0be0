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

/** Logical sessions, as far as the server needs them: the transaction each one has open. */
export class SessionRegistry {
  private readonly transactions = new Map<string, Transaction>();

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
      return undefined;
    }
    if (!body.lsid || body.txnNumber === undefined) {
      throw mongoError(ErrorCodes.InvalidOptions, 'a transaction needs lsid and txnNumber');
    }
    const key = canonicalKey(body.lsid.id ?? body.lsid);
    const txnNumber = toBigInt(body.txnNumber, 'txnNumber');
    let txn = this.transactions.get(key);
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
      this.transactions.set(key, txn);
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
   * vanished mid-transaction does not hold its documents forever.
   */
  expire(now: number, lifetimeMs: number): void {
    for (const txn of this.transactions.values()) {
      if (txn.state === 'active' && now - txn.startedAt > lifetimeMs) txn.abort();
    }
  }

  /** Ends sessions: their open transactions are aborted, as MongoDB does. */
  end(ids: unknown[]): void {
    for (const id of ids) {
      const key = canonicalKey((id as Document)?.id ?? id);
      this.transactions.get(key)?.abort();
      this.transactions.delete(key);
    }
  }
}
