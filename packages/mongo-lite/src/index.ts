import { systemClock, type Clock } from './clock';
import { Engine } from './engine/engine';
import type { JournalRecord } from './engine/store';
import { openJournal, readStore, type Journal } from './journal';
import { WireServer } from './server/server';
import { prepareSocketPath, socketUri } from './server/unix-socket';

export { MongoLiteError, ErrorCodes, mongoError, unsupported } from './errors';
export { maxSocketPathBytes } from './server/unix-socket';
export type { Clock } from './clock';
export { startMongoLiteThread, type MongoLiteThreadOptions } from './thread';

export interface MongoLiteOptions {
  /** TCP port; 0 picks a free one */
  port?: number;
  host?: string;
  /**
   * Listen on this Unix domain socket (a path ending in .sock) instead of a TCP port, so that only the user
   * running mongo-lite can connect; see prepareSocketPath. Not with `port` or `host`.
   */
  socket?: string;
  /** directory of the durable store; without it everything lives in memory */
  dbPath?: string;
  /**
   * Without `dbPath`: the directory of a store, no longer written to, whose documents and indexes the
   * in-memory server starts with. Its files are only read, so many servers may start from one store.
   */
  copyOf?: string;
  /** idle time after which server cursors are dropped (default 10 minutes, as MongoDB) */
  cursorTimeoutMs?: number;
  /** journal size past which it is compacted into a snapshot (default 64 MiB) */
  compactAfterBytes?: number;
  /** how often TTL indexes are applied and over-age transactions aborted (MongoDB's TTL monitor: every 60 s) */
  ttlMonitorIntervalMs?: number;
  /** age at which an open transaction is aborted (default 60 s, MongoDB's transactionLifetimeLimitSeconds) */
  transactionLifetimeMs?: number;
  /** where the time for those four comes from (default: the system's); tests move a clock of their own */
  clock?: Clock;
}

export interface MongoLite {
  /** a connection string for the driver, e.g. mongodb://127.0.0.1:27017 or mongodb://%2Fdata%2Fdb%2Fmongo-lite.sock */
  uri: string;
  /** the TCP port listened on (undefined with `socket`) */
  port?: number;
  /** the absolute path of the Unix domain socket listened on (undefined without `socket`) */
  socket?: string;
  stop(): Promise<void>;
}

/** Starts an embedded MongoDB-wire-protocol server. */
export async function startMongoLite(options: MongoLiteOptions = {}): Promise<MongoLite> {
  if (options.socket !== undefined && (options.port !== undefined || options.host !== undefined)) {
    throw new Error(
      'mongo-lite listens on a Unix socket or on a TCP port, not both: give socket, or port/host',
    );
  }
  if (options.copyOf !== undefined && options.dbPath !== undefined) {
    throw new Error(
      'mongo-lite keeps a store on disk (dbPath) or starts in memory from a copy (copyOf), not both',
    );
  }
  const host = options.host ?? '127.0.0.1';
  const clock = options.clock ?? systemClock;
  const engine = new Engine({
    cursorTimeoutMs: options.cursorTimeoutMs,
    transactionLifetimeMs: options.transactionLifetimeMs,
    clock,
  });
  let journal: Journal | undefined;
  if (options.dbPath) {
    const opened = await openJournal(options.dbPath);
    journal = opened.journal;
    try {
      engine.store.replay(opened.replay);
    } catch (error) {
      await journal.close();
      throw error;
    }
  } else if (options.copyOf !== undefined) {
    engine.store.replay(await readStore(options.copyOf));
  }
  const compactAfter = options.compactAfterBytes ?? 64 * 1024 * 1024;
  let compacting: Promise<void> | undefined;
  const persist = async (records: JournalRecord[]): Promise<void> => {
    if (!journal) return;
    await journal.append(records);
    if (!compacting && journal.journalBytes > compactAfter) {
      // the snapshot is taken synchronously, so it is consistent with every record appended before it
      const snapshot = [...engine.store.snapshot()];
      compacting = journal
        .compact(() => snapshot)
        // a failed compaction leaves the journal as it was: report it and try again later
        .catch((error: unknown) => console.error('mongo-lite: journal compaction failed:', error))
        .finally(() => (compacting = undefined));
    }
  };
  const server = new WireServer({ engine, persist });
  let port: number | undefined;
  let socket: string | undefined;
  try {
    if (options.socket !== undefined) {
      // after the store opened: its lock already keeps a second server off the same dbPath
      socket = await prepareSocketPath(options.socket);
      await server.listenOnSocket(socket);
    } else port = await server.listen(options.port ?? 0, host);
  } catch (error) {
    engine.close();
    await journal?.close();
    throw error;
  }
  const stopTtlMonitor = clock.every(options.ttlMonitorIntervalMs ?? 60_000, () => {
    const records = engine.expire();
    if (records.length)
      persist(records).catch((error: unknown) => console.error('mongo-lite TTL monitor:', error));
  });
  let stopping: Promise<void> | undefined;
  return {
    uri: socket ? socketUri(socket) : `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    socket,
    stop: () =>
      (stopping ??= (async () => {
        stopTtlMonitor();
        await server.close();
        engine.close();
        await compacting?.catch(() => undefined);
        await journal?.close();
      })()),
  };
}
