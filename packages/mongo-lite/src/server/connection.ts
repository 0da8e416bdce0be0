import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { errorReply } from '../engine/engine';
import { encodeMsgReply, encodeOpReply, parseMessage, readHeader } from './wire';

const maxMessageBytes = 48_000_000;

/** Runs one command and returns its reply once every record it produced is durable. */
export type CommandRunner = (body: Document, connectionId: number) => Promise<Document>;

/**
 * One client socket: frames incoming bytes into messages and answers them in order. Commands from one
 * connection run one after another; connections interleave only between commands.
 */
export class Connection {
  /** received bytes not yet framed; joined only once a whole message is there (big inserts arrive in many chunks) */
  private chunks: Buffer[] = [];
  private bufferedBytes = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: Socket,
    readonly id: number,
    private readonly runCommand: CommandRunner,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', () => socket.destroy());
  }

  private onData(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.bufferedBytes += chunk.length;
    while (this.bufferedBytes >= 4) {
      const head = this.chunks[0].length >= 4 ? this.chunks[0] : this.joined();
      const length = head.readInt32LE(0);
      if (length < 16 || length > maxMessageBytes) {
        this.socket.destroy();
        return;
      }
      if (this.bufferedBytes < length) return;
      const all = this.joined();
      const message = all.subarray(0, length);
      const rest = all.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.bufferedBytes = rest.length;
      this.queue = this.queue.then(() => this.handle(message));
    }
  }

  private joined(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0];
  }

  private async handle(message: Buffer): Promise<void> {
    const requestId = readHeader(message).requestId;
    let reply: Document;
    let legacy = false;
    let silent = false;
    try {
      const incoming = parseMessage(message);
      legacy = incoming.kind === 'query';
      silent = incoming.moreToCome;
      reply = await this.runCommand(incoming.body, this.id);
    } catch (error) {
      reply = errorReply(error);
    }
    if (silent || this.socket.destroyed) return;
    this.socket.write(legacy ? encodeOpReply(requestId, reply) : encodeMsgReply(requestId, reply));
  }
}
