import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection, MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseServer } from './database-server';

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

@Module({
  imports: [
    DatabaseServerModule,
    MongooseModule.forRootAsync({
      imports: [DatabaseServerModule],
      inject: [DatabaseServer],
      useFactory: (server: DatabaseServer) => ({ uri: server.uri, serverSelectionTimeoutMS: 5000 }),
    }),
  ],
  providers: [DatabaseShutdown],
  exports: [DatabaseServerModule],
})
export class DatabaseModule {}
