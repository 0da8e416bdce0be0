import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { maxSocketPathBytes, startMongoLiteThread, type MongoLiteOptions } from '@farm/mongo-lite';
import type { AppConfig } from '../config/app-config';

const socketName = 'mongo-lite.sock';

/** Where the API's database lives: a configured MongoDB, or the embedded one started here. */
export class DatabaseServer {
  private constructor(
    readonly uri: string,
    readonly embedded: boolean,
    private readonly stopEmbedded?: () => Promise<void>,
  ) {}

  /**
   * The database to use when the URI names none (as Atlas gives them): `farm`, where the driver would use
   * `test`. Given to mongoose as `dbName`, not written into the URI, whose path also names the database a
   * user and password are checked against when it has no `authSource`.
   */
  get dbName(): string | undefined {
    return hasDatabaseName(this.uri) ? undefined : 'farm';
  }

  /**
   * The embedded mongo-lite has no authentication, so it listens on a Unix domain socket only this user can
   * reach, never on a TCP port: next to its files in DATA_DIR/db for the store on disk, in a private
   * temporary directory for the in-memory store the tests use.
   */
  static async start(config: AppConfig): Promise<DatabaseServer> {
    if (config.mongodbUri) return new DatabaseServer(config.mongodbUri, false);
    const logger = new Logger('Database');
    if (config.embeddedDbPath) {
      // DATA_DIR holds the store, the session secret and the mail outbox: nobody else's business
      await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
      await chmod(config.dataDir, 0o700);
    }
    const listening = await listenOptions(config.embeddedDbPath, logger);
    // On a thread of its own, so the API's requests and the database's queries use both cores
    // (docs/decisions/233-embedded-database-on-its-own-thread.md).
    const server = await startMongoLiteThread({
      ...listening.options,
      ...(config.embeddedDbPath ? { dbPath: config.embeddedDbPath } : { copyOf: config.embeddedDbCopyOf }),
    }).catch(async (error: unknown) => {
      await listening.cleanup();
      throw error;
    });
    const where = config.embeddedDbPath ?? 'memory';
    logger.log(`Embedded mongo-lite on ${server.socket ?? `port ${server.port}`} (data: ${where})`);
    // The driver needs a database name in the URI; mongo-lite's may not carry one.
    return new DatabaseServer(withDatabaseName(server.uri, 'farm'), true, async () => {
      await server.stop();
      await listening.cleanup();
    });
  }

  private stopping?: Promise<void>;

  /** Idempotent: shutdown hooks and tests may both ask. */
  stop(): Promise<void> {
    this.stopping ??= this.stopEmbedded ? this.stopEmbedded() : Promise.resolve();
    return this.stopping;
  }
}

interface ListenOptions {
  options: Pick<MongoLiteOptions, 'socket' | 'host' | 'port'>;
  cleanup(): Promise<void>;
}

/**
 * The socket path: DATA_DIR/db/mongo-lite.sock (mongo-lite keeps that directory 0700), or a socket in a fresh
 * 0700 temporary directory, removed on stop, when there is no store on disk or when its path would be longer
 * than a socket path may be. Windows has no Unix sockets here, so it keeps 127.0.0.1.
 */
async function listenOptions(dbPath: string | undefined, logger: Logger): Promise<ListenOptions> {
  const nothing = async () => undefined;
  if (process.platform === 'win32') return { options: { host: '127.0.0.1', port: 0 }, cleanup: nothing };
  if (dbPath) {
    const socket = join(dbPath, socketName);
    if (Buffer.byteLength(socket) <= maxSocketPathBytes) return { options: { socket }, cleanup: nothing };
    logger.warn(
      `${socket} is longer than a Unix socket path may be (${maxSocketPathBytes} bytes); ` +
        'listening on a socket in a private temporary directory instead',
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'farm-db-'));
  return {
    options: { socket: join(dir, socketName) },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Adds a database name to a mongodb:// URI that has none, keeping any query string. */
export function withDatabaseName(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match || hasDatabaseName(uri)) return uri;
  const [, hostPart, , query = ''] = match;
  return `${hostPart}/${name}${query}`;
}

/** Replaces the database name of a mongodb:// URI (tests use one database per run). */
export function replaceDatabaseName(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) throw new Error('MONGODB_URI is not a mongodb:// connection string');
  const [, hostPart, , query = ''] = match;
  return `${hostPart}/${name}${query}`;
}

/**
 * Whether an error is a server's refusal of transactions: a standalone mongod answers any command of a
 * transaction with IllegalOperation (20), "Transaction numbers are only allowed on a replica set member or
 * mongos". Placing and cancelling orders and deleting a product or an account are transactions
 * (docs/decisions/031-placing-orders.md).
 */
export function refusesTransactions(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 20 || (typeof message === 'string' && message.includes('Transaction numbers are only allowed'))
  );
}

/** Whether a mongodb:// URI names a database in its path. */
export function hasDatabaseName(uri: string): boolean {
  const path = /^mongodb(?:\+srv)?:\/\/[^/?]+(\/[^?]*)?/.exec(uri)?.[1];
  return Boolean(path && path.length > 1);
}
