import type { Document } from 'bson';
import { encodeFrame } from './frames';
import { listStoreFiles, removeFiles, tornFilesOlderThan } from './layout';
import type { StoreLock } from './lock';
import { writeSnapshot } from './snapshot';
import { JournalWriter } from './writer';

export interface Journal {
  /** Appends records (opaque BSON documents; core defines their content) durably: resolves only after they are
   *  written and fsync'ed. Concurrent calls are group-committed; records keep the order of the calls. */
  append(records: Document[]): Promise<void>;
  /** bytes appended since the last snapshot (core decides when to compact) */
  readonly journalBytes: number;
  /**
   * When the oldest record not yet in a snapshot was appended (ms since the epoch), undefined when there is
   * none. Core compacts by age too, so that a deleted document's bytes do not stay on disk for as long as it
   * takes a quiet store to write compactAfterBytes.
   */
  readonly oldestRecordAt: number | undefined;
  /** Compaction. `snapshot` is called SYNCHRONOUSLY inside compact() before it first awaits, and must yield
   *  records that rebuild the current state and never change afterwards (they are encoded as the file is
   *  written); appends made after that call are kept after the snapshot. The snapshot file is written
   *  atomically (temp + fsync + rename); then the old journal is removed, and torn side files past their
   *  age. */
  compact(snapshot: () => Iterable<Document>): Promise<void>;
  /** flushes, closes files, releases the lock */
  close(): Promise<void>;
}

/** A store on disk: the generation being appended to, its writer, and the lock held on the directory. */
export class DiskJournal implements Journal {
  private bytes: number;
  private oldest: number | undefined;
  /** compactions run one after another; each waits for the previous one */
  private compaction: Promise<void> = Promise.resolve();
  private closing?: Promise<void>;

  constructor(
    private readonly dir: string,
    private generation: number,
    journalBytes: number,
    private readonly lock: StoreLock,
    private readonly times: {
      oldestRecordAt: number | undefined;
      now: () => number;
      keepTornFilesMs: number;
    },
    private readonly writer = new JournalWriter(dir),
  ) {
    this.bytes = journalBytes;
    this.oldest = times.oldestRecordAt;
  }

  get journalBytes(): number {
    return this.bytes;
  }

  get oldestRecordAt(): number | undefined {
    return this.oldest;
  }

  append(records: Document[]): Promise<void> {
    if (this.closing) return Promise.reject(new Error('mongo-lite journal is closed'));
    let frames: Buffer[];
    try {
      // serialized now: the caller may build its next state from these objects while the write is pending
      frames = records.map(encodeFrame);
    } catch (error) {
      return Promise.reject(error);
    }
    for (const frame of frames) this.bytes += frame.length;
    if (frames.length > 0) this.oldest ??= this.times.now();
    return this.writer.enqueue(this.generation, frames);
  }

  compact(snapshot: () => Iterable<Document>): Promise<void> {
    if (this.closing) return Promise.reject(new Error('mongo-lite journal is closed'));
    let records: Document[];
    try {
      // the state must be captured before anything else can change it: no await before this
      records = Array.from(snapshot());
    } catch (error) {
      return Promise.reject(error);
    }
    // Records appended from now on go to the next generation's journal, which replays after this snapshot.
    // Records appended before are reflected in the snapshot and also still go to the current journal, so
    // until the snapshot is in place they are durable there.
    const generation = ++this.generation;
    this.bytes = 0;
    const oldest = this.oldest;
    this.oldest = undefined;
    const run = this.compaction.catch(() => undefined).then(() => this.install(generation, records));
    // a failed compaction leaves the old journal in place: its records stay as old as they were, so that the
    // next check by age tries again even if nothing is appended meanwhile
    run.catch(() => {
      if (oldest !== undefined) this.oldest = Math.min(oldest, this.oldest ?? oldest);
    });
    this.compaction = run;
    return run;
  }

  private async install(generation: number, records: Document[]): Promise<void> {
    await writeSnapshot(this.dir, generation, records);
    // let appends of older generations finish before their file goes away
    await this.writer.barrier(generation);
    const { garbage, torn } = await listStoreFiles(this.dir);
    await removeFiles(this.dir, garbage);
    const before = this.times.now() - this.times.keepTornFilesMs;
    await removeFiles(this.dir, await tornFilesOlderThan(this.dir, torn, before));
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    try {
      await this.compaction.catch(() => undefined);
      await this.writer.barrier(Number.POSITIVE_INFINITY);
    } finally {
      await this.lock.release();
    }
  }
}
