import { mkdir } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import { startMongoLite } from '@farm/mongo-lite';
import type { AppConfig } from '../config/app-config';

/** Where the API's database lives: a configured MongoDB, or the embedded one started here. */
export class DatabaseServer {
  private constructor(
    readonly uri: string,
    readonly embedded: boolean,
    private readonly stopEmbedded?: () => Promise<void>,
  ) {}

  static async start(config: AppConfig): Promise<DatabaseServer> {
    if (config.mongodbUri) return new DatabaseServer(config.mongodbUri, false);
    if (config.embeddedDbPath) await mkdir(config.embeddedDbPath, { recursive: true });
    const server = await startMongoLite({ host: '127.0.0.1', port: 0, dbPath: config.embeddedDbPath });
    const where = config.embeddedDbPath ?? 'memory';
    new Logger('Database').log(`Embedded mongo-lite on port ${server.port} (data: ${where})`);
    // The driver needs a database name in the URI; mongo-lite's may not carry one.
    return new DatabaseServer(withDatabaseName(server.uri, 'farm'), true, () => server.stop());
  }

  private stopping?: Promise<void>;

  /** Idempotent: shutdown hooks and tests may both ask. */
  stop(): Promise<void> {
    this.stopping ??= this.stopEmbedded ? this.stopEmbedded() : Promise.resolve();
    return this.stopping;
  }
}

/** Adds a database name to a mongodb:// URI that has none, keeping any query string. */
export function withDatabaseName(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) return uri;
  const [, hostPart, path, query = ''] = match;
  if (path && path.length > 1) return uri;
  return `${hostPart}/${name}${query}`;
}

/** Replaces the database name of a mongodb:// URI (tests use one database per run). */
export function replaceDatabaseName(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) throw new Error('MONGODB_URI is not a mongodb:// connection string');
  const [, hostPart, , query = ''] = match;
  return `${hostPart}/${name}${query}`;
}
