import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import mongoose, { type Connection } from 'mongoose';
import { startMongoLite, type MongoLite, type MongoLiteOptions } from '../../src/index';

/**
 * The server a conformance file runs against: a fresh mongo-lite by default, or the real MongoDB named by
 * MONGODB_URI, so every case proves mongo-lite answers as MongoDB does. Each file gets its own database,
 * dropped afterwards.
 */
export interface Target {
  uri: string;
  dbName: string;
  /** true when running against mongo-lite (some cases inspect mongo-lite-only behaviour) */
  isMongoLite: boolean;
  client: MongoClient;
  db: Db;
  /** a mongoose connection to the same database (created on first use) */
  mongoose(): Promise<Connection>;
  close(): Promise<void>;
}

export async function openTarget(label: string, options: MongoLiteOptions = {}): Promise<Target> {
  const external = process.env.MONGODB_URI;
  let server: MongoLite | undefined;
  const uri = external ?? (server = await startMongoLite(options)).uri;
  const dbName = `conf_${label}_${randomBytes(4).toString('hex')}`;
  const client = await MongoClient.connect(uri);
  let connection: Connection | undefined;
  return {
    uri,
    dbName,
    isMongoLite: !external,
    client,
    db: client.db(dbName),
    async mongoose() {
      connection ??= await mongoose.createConnection(uri, { dbName, autoIndex: true }).asPromise();
      return connection;
    },
    async close() {
      await client.db(dbName).dropDatabase();
      await connection?.close();
      await client.close();
      await server?.stop();
    },
  };
}
