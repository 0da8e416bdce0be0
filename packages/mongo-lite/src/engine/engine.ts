import type { Document } from 'bson';
import { systemClock, type Clock } from '../clock';
import { ErrorCodes, MongoLiteError, mongoError } from '../errors';
import { DirectAccess } from './access';
import { adminCommands } from './commands/admin';
import { ddlCommands } from './commands/ddl';
import { readCommands } from './commands/read';
import { writeCommands } from './commands/write';
import type { CommandContext, CommandHandler } from './context';
import { CursorRegistry } from './cursors';
import { SessionRegistry } from './sessions';
import { Store, type JournalRecord } from './store';
import type { Transaction } from './transactions';
import { expireDocuments } from './ttl';

export interface EngineOptions {
  /** idle time after which a server cursor is dropped (MongoDB: 10 minutes) */
  cursorTimeoutMs?: number;
  /** age at which an open transaction is aborted (MongoDB's transactionLifetimeLimitSeconds: 60 s) */
  transactionLifetimeMs?: number;
  clock?: Clock;
}

export interface CommandResult {
  reply: Document;
  /** journal records the command produced (to be made durable before replying) */
  records: JournalRecord[];
}

/** Commands that act on the session's transaction itself rather than on data. */
const transactionCommands: Record<string, (txn: Transaction) => Document> = {
  commitTransaction: (txn) => {
    txn.commit();
    return { ok: 1 };
  },
  abortTransaction: (txn) => {
    txn.abort();
    return { ok: 1 };
  },
};

/** Runs commands against the in-memory store. `run` is synchronous so every command is atomic. */
export class Engine {
  readonly store = new Store();
  readonly cursors: CursorRegistry;
  readonly sessions: SessionRegistry;
  readonly clock: Clock;
  private readonly direct = new DirectAccess();
  private readonly handlers: Record<string, CommandHandler> = {
    ...adminCommands,
    ...ddlCommands,
    ...readCommands,
    ...writeCommands,
    endSessions: (ctx) => {
      this.sessions.end(Array.isArray(ctx.body.endSessions) ? ctx.body.endSessions : []);
      return { ok: 1 };
    },
  };

  private readonly transactionLifetimeMs: number;

  constructor(options: EngineOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.cursors = new CursorRegistry(options.cursorTimeoutMs ?? 10 * 60_000, this.clock);
    this.sessions = new SessionRegistry(this.store, this.clock);
    this.transactionLifetimeMs = options.transactionLifetimeMs ?? 60_000;
  }

  run(body: Document, connectionId: number): CommandResult {
    const command = Object.keys(body)[0] ?? '';
    let txn: Transaction | undefined;
    this.store.beginCommand();
    try {
      const handler = Object.hasOwn(this.handlers, command) ? this.handlers[command] : undefined;
      const txnHandler = Object.hasOwn(transactionCommands, command)
        ? transactionCommands[command]
        : undefined;
      txn = handler || txnHandler ? this.sessions.resolve(command, body) : undefined;
      let reply: Document;
      if (txnHandler) {
        // resolve() refuses commit/abort outside a transaction, so txn is set here
        reply = txnHandler(txn!);
      } else if (!handler) {
        throw mongoError(ErrorCodes.CommandNotFound, `no such command: '${command}'`);
      } else {
        const db = typeof body.$db === 'string' ? body.$db : 'test';
        const ctx: CommandContext = {
          store: this.store,
          cursors: this.cursors,
          body,
          db,
          access: txn ?? this.direct,
          txn,
          connectionId,
        };
        reply = handler(ctx);
      }
      // MongoDB aborts a transaction on any failed statement, write errors included
      if (txn && reply.writeErrors) txn.abort();
      this.store.endCommand();
      const records = this.store.drain();
      // one journal record per commit: a crash keeps all of a transaction or none of it
      if (command === 'commitTransaction' && records.length > 1)
        return { reply, records: [{ op: 'batch', records }] };
      return { reply, records };
    } catch (error) {
      // a failed command leaves nothing behind (a transaction's own writes are dropped by its abort instead)
      if (txn) this.store.endCommand();
      else this.store.rollbackCommand();
      if (txn && !(command === 'commitTransaction' && txn.state === 'committed')) txn.abort();
      const records = this.store.drain();
      // A refused commit put back what it had applied: memory is as before, and the journal never needs
      // the writes and their undoing, which as separate frames a torn write could split.
      if (command === 'commitTransaction' && txn?.state !== 'committed')
        return { reply: errorReply(error), records: [] };
      return { reply: errorReply(error), records };
    }
  }

  /**
   * One pass of the TTL monitor (and of the transaction lifetime limit and the idle session timeout); returns
   * the records of what it removed.
   */
  expire(now = this.clock.now()): JournalRecord[] {
    this.sessions.expire(now, this.transactionLifetimeMs);
    expireDocuments(this.store, now);
    return this.store.drain();
  }

  close(): void {
    this.cursors.close();
  }
}

export function errorReply(error: unknown): Document {
  if (error instanceof MongoLiteError) {
    const reply: Document = { ok: 0, errmsg: error.message, code: error.code, codeName: error.codeName };
    if (error.errorLabels.length) reply.errorLabels = error.errorLabels;
    Object.assign(reply, error.extra);
    return reply;
  }
  const message = error instanceof Error ? error.message : String(error);
  return { ok: 0, errmsg: `mongo-lite internal error: ${message}`, code: 1, codeName: 'InternalError' };
}
