import { chmod } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import type { Document } from 'bson';
import type { Engine } from '../engine/engine';
import { ErrorCodes, MongoLiteError } from '../errors';
import type { JournalRecord } from '../engine/store';
import { Connection } from './connection';

export interface WireServerOptions {
  engine: Engine;
  /** makes a command's records durable; resolves before the reply is sent */
  persist: (records: JournalRecord[]) => Promise<void>;
}

const handshakeCommands = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'buildInfo',
  'buildinfo',
  'endSessions',
]);

/** The network side (TCP or a Unix domain socket): accepts connections and hands their commands to the engine. */
export class WireServer {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private nextConnectionId = 1;
  private journalFailure?: MongoLiteError;

  constructor(private readonly options: WireServerOptions) {
    this.server = createServer((socket) => this.accept(socket));
  }

  private accept(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    new Connection(socket, this.nextConnectionId++, (body, id) => this.run(body, id));
  }

  private async run(body: Document, connectionId: number): Promise<Document> {
    // handshakes still succeed, so clients see the journal error on their commands, not a vanished server
    if (this.journalFailure && !handshakeCommands.has(Object.keys(body)[0])) throw this.journalFailure;
    const { reply, records } = this.options.engine.run(body, connectionId);
    if (records.length) {
      try {
        await this.options.persist(records);
      } catch (error) {
        // memory now holds writes the disk does not: like mongod after a failed journal write, stop serving
        // rather than answer from a state that a restart would not reproduce
        this.journalFailure = new MongoLiteError(
          ErrorCodes.InternalError,
          'InternalError',
          `mongo-lite stopped serving: writing its journal failed (${error instanceof Error ? error.message : String(error)}); restart it`,
        );
        throw this.journalFailure;
      }
    }
    return reply;
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  /** Listens on a Unix domain socket (see prepareSocketPath for where it may be); the file is made 0600. */
  async listenOnSocket(socketPath: string): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(socketPath, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    await chmod(socketPath, 0o600);
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
