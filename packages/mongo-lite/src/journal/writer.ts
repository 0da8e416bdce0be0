import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { FILE_MODE, journalName, syncDirectory } from './layout';

type FileHandle = fs.FileHandle;

interface Entry {
  generation: number;
  frames: Buffer[];
  size: number;
  /** after this entry, close the open journal if its generation is below this (compaction retired it) */
  retireBelow?: number;
  resolve(): void;
  reject(error: Error): void;
}

/**
 * The single writer of journal files, doing group commit: while one batch is being written and fsynced, new
 * appends queue up; the next batch takes all of them (one write, one fsync). Entries are written strictly in
 * the order they were queued, across generations too, so a record is never durable before an earlier one.
 */
export class JournalWriter {
  private readonly queue: Entry[] = [];
  private running = false;
  private file?: { generation: number; handle: FileHandle };
  /** after a failed write or fsync the file's tail is unknown, so nothing more is appended to it */
  private failure?: Error;

  constructor(private readonly dir: string) {}

  /** Resolves once `frames` are written and fsynced, after everything queued before them. */
  enqueue(generation: number, frames: Buffer[]): Promise<void> {
    let size = 0;
    for (const frame of frames) size += frame.length;
    return this.push({ generation, frames, size });
  }

  /**
   * Resolves (never rejects) once everything queued so far is settled; then closes the open journal when its
   * generation is below `retireBelow`.
   */
  barrier(retireBelow = 0): Promise<void> {
    return this.push({ generation: -1, frames: [], size: 0, retireBelow }).catch(() => undefined);
  }

  private push(fields: Omit<Entry, 'resolve' | 'reject'>): Promise<void> {
    if (this.failure && fields.size > 0) return Promise.reject(this.failure);
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ ...fields, resolve, reject });
      if (!this.running) void this.run();
    });
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) await this.commitNextBatch();
    } finally {
      this.running = false;
    }
  }

  private async commitNextBatch(): Promise<void> {
    const batch = this.takeBatch();
    const frames = batch.flatMap((entry) => entry.frames);
    try {
      if (frames.length > 0) {
        if (this.failure) throw this.failure;
        await this.write(batch.find((entry) => entry.size > 0)!.generation, Buffer.concat(frames));
      }
    } catch (error) {
      this.failure ??= new Error(`mongo-lite journal write failed: ${(error as Error).message}`, {
        cause: error,
      });
      for (const entry of batch) entry.reject(this.failure);
      return;
    }
    for (const entry of batch) {
      if (entry.retireBelow !== undefined && this.file && this.file.generation < entry.retireBelow) {
        // everything in it is fsynced already, so a failing close loses nothing
        await this.closeFile().catch(() => undefined);
      }
      entry.resolve();
    }
  }

  /** The longest run of queued entries that go to one journal file (entries without records fit anywhere). */
  private takeBatch(): Entry[] {
    let generation: number | undefined;
    let count = 0;
    for (const entry of this.queue) {
      if (entry.size > 0) {
        if (generation !== undefined && entry.generation !== generation) break;
        generation = entry.generation;
      }
      count++;
    }
    return this.queue.splice(0, count);
  }

  private async write(generation: number, bytes: Buffer): Promise<void> {
    const handle = await this.handleFor(generation);
    for (let offset = 0; offset < bytes.length;) {
      const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
      offset += bytesWritten;
    }
    // fdatasync also persists the grown file size, which is all an append needs
    await handle.datasync();
  }

  private async handleFor(generation: number): Promise<FileHandle> {
    if (this.file?.generation === generation) return this.file.handle;
    await this.closeFile();
    const handle = await fs.open(path.join(this.dir, journalName(generation)), 'a', FILE_MODE);
    this.file = { generation, handle };
    // a journal file that was just created must survive a crash along with the records fsynced into it
    await syncDirectory(this.dir);
    return handle;
  }

  private async closeFile(): Promise<void> {
    const file = this.file;
    this.file = undefined;
    await file?.handle.close();
  }
}
