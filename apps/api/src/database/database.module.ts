import {
  Global,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectConnection, MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseServer, refusesTransactions } from './database-server';

// Global so any module can ask whether the store is embedded (seeding decides by it).
@Global()
@Module({
  providers: [
    {
      provide: DatabaseServer,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => DatabaseServer.start(config),
    },
  ],
  exports: [DatabaseServer],
})
class DatabaseServerModule {}

/**
 * The database's start and stop around the API's. At start, as the API needs it before it answers anyone:
 * every model's indexes built (a failure stops the start), and a configured MongoDB that runs transactions.
 * On a standalone server the API would start, answer its health check and then fail every order with a
 * 500; the start stops instead, saying what to change. The embedded store runs them. At the end, the
 * connection closes before the embedded server stops: stopping the server first would leave the driver
 * waiting for a server that is gone (mongoose's own shutdown hook closing it again is harmless).
 */
@Injectable()
class DatabaseLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly server: DatabaseServer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Every model's indexes are built before the first request: mongoose builds them in the background and
    // keeps a failure to itself, and a unique index that failed (duplicates written before it existed, by
    // replicas starting together) would leave sign-up's one-account-per-address check silently off.
    await Promise.all(Object.values(this.connection.models).map((model) => model.init()));
    if (this.server.embedded) return;
    // One read in a transaction, as an order's are: a server that refuses it refuses every order.
    const session = await this.connection.startSession();
    try {
      await session.withTransaction(async () => {
        await this.connection.collection('users').findOne({}, { session });
      });
    } catch (error) {
      if (!refusesTransactions(error)) throw error;
      throw new Error(
        'MONGODB_URI names a standalone MongoDB, which runs no transactions (orders need them): start it as a replica set (mongod --replSet rs0, then rs.initiate()) and add ?replicaSet=rs0 to the URI.',
      );
    } finally {
      await session.endSession();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
    await this.server.stop();
  }
}

@Module({
  imports: [
    DatabaseServerModule,
    MongooseModule.forRootAsync({
      imports: [DatabaseServerModule],
      inject: [DatabaseServer],
      useFactory: (server: DatabaseServer) => ({
        uri: server.uri,
        ...(server.dbName ? { dbName: server.dbName } : {}),
        serverSelectionTimeoutMS: 5000,
      }),
    }),
  ],
  providers: [DatabaseLifecycle],
  exports: [DatabaseServerModule],
})
export class DatabaseModule {}
