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
import { DatabaseServer, runsTransactions } from './database-server';

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
 * Closes the connection before stopping the embedded server: stopping the server first would leave the
 * driver waiting for a server that is gone. Mongoose's own shutdown hook closing it again is harmless.
 */
@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly server: DatabaseServer,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
    await this.server.stop();
  }
}

/**
 * A configured MongoDB must run transactions, or the API would start, answer its health check and then
 * fail every order with a 500: the start stops instead, saying what to change. The embedded store runs them.
 */
@Injectable()
class TransactionsCheck implements OnApplicationBootstrap {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly server: DatabaseServer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.server.embedded) return;
    const hello = (await this.connection.db?.admin().command({ hello: 1 })) ?? {};
    if (!runsTransactions(hello))
      throw new Error(
        'MONGODB_URI names a standalone MongoDB, which runs no transactions (orders need them): start it as a replica set (mongod --replSet rs0, then rs.initiate()) and add ?replicaSet=rs0 to the URI.',
      );
  }
}

@Module({
  imports: [
    DatabaseServerModule,
    MongooseModule.forRootAsync({
      imports: [DatabaseServerModule],
      inject: [DatabaseServer],
      useFactory: (server: DatabaseServer) => ({ uri: server.uri, serverSelectionTimeoutMS: 5000 }),
    }),
  ],
  providers: [DatabaseShutdown, TransactionsCheck],
  exports: [DatabaseServerModule],
})
export class DatabaseModule {}
