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
  /**
   * age of the oldest journal record past which the journal is compacted into a snapshot however small it is
   * (default 24 hours), so that what was deleted or overwritten leaves the disk within that time
   */
  compactAfterMs?: number;
  /** age past which side files of torn journal tails, kept to look into a crash, go (default 7 days) */
  keepTornFilesMs?: number;
  /** how often TTL indexes are applied and over-age transactions aborted (MongoDB's TTL monitor: every 60 s) */
  ttlMonitorIntervalMs?: number;
  /** age at which an open transaction is aborted (default 60 s, MongoDB's transactionLifetimeLimitSeconds) */
  transactionLifetimeMs?: number;
  /** where the time for those comes from (default: the system's); tests move a clock of their own */
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
    const opened = await openJournal(options.dbPath, {
      now: () => clock.now(),
      keepTornFilesMs: options.keepTornFilesMs,
    });
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
  const compactAfterMs = options.compactAfterMs ?? 24 * 60 * 60 * 1000;
  let compacting: Promise<void> | undefined;
  const compactIfDue = (): void => {
    if (!journal || compacting) return;
    const oldest = journal.oldestRecordAt;
    const tooOld = oldest !== undefined && clock.now() - oldest >= compactAfterMs;
    if (journal.journalBytes <= compactAfter && !tooOld) return;
    // the snapshot is taken synchronously, so it is consistent with every record appended before it
    const snapshot = [...engine.store.snapshot()];
    compacting = journal
      .compact(() => snapshot)
      // a failed compaction leaves the journal as it was: report it and try again later
      .catch((error: unknown) => console.error('mongo-lite: journal compaction failed:', error))
      .finally(() => (compacting = undefined));
  };
  const persist = async (records: JournalRecord[]): Promise<void> => {
    if (!journal) return;
    await journal.append(records);
    compactIfDue();
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
  // A store no one writes to appends nothing that would check the journal's age, so a timer does. Once a
  // minute is often enough for a period of hours; a shorter period is checked as often as it lasts.
  const stopCompactionCheck = journal
    ? clock.every(Math.max(1_000, Math.min(compactAfterMs, 60_000)), compactIfDue)
    : () => undefined;
  let stopping: Promise<void> | undefined;
  return {
    uri: socket ? socketUri(socket) : `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    socket,
    stop: () =>
      (stopping ??= (async () => {
        stopTtlMonitor();
        stopCompactionCheck();
        await server.close();
        engine.close();
        await compacting?.catch(() => undefined);
        await journal?.close();
      })()),
  };
}
