import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MongoLite, MongoLiteOptions } from './index';
import { reserveForThread } from './journal/lock';

/** What a thread can be given: everything but a clock, which can't be sent to another thread. */
export type MongoLiteThreadOptions = Omit<MongoLiteOptions, 'clock'>;

/** What the thread posts (thread-entry.ts): where it listens or why it can't, then how its stop went. */
export type ThreadMessage =
  | { started: Pick<MongoLite, 'uri' | 'port' | 'socket'> }
  | { failed: unknown }
  | { stopped: true }
  | { stopped: false; error: unknown };

/**
 * Starts mongo-lite on a worker thread of this process, so its queries run beside the caller's own work
 * instead of between it. The caller reaches it through its URI, as any other client. It rejects with the
 * thread's error when the store can't be opened or the socket can't be listened on (and when the store is
 * already open in this process), the thread ended and the store released. After it started, an
 * uncaught error of the thread is left to the process (an `error` event no one listens to ends it), as
 * an error of mongo-lite on the caller's own thread would.
 */
export async function startMongoLiteThread(options: MongoLiteThreadOptions = {}): Promise<MongoLite> {
  // Refused at once when a store on disk is already open in this process, on this thread or another.
  const release = options.dbPath === undefined ? () => undefined : reserveForThread(options.dbPath);
  // the compiled entry next to this file (dist/thread-entry.js)
  let worker: Worker;
  try {
    worker = new Worker(path.join(__dirname, 'thread-entry.js'), { workerData: options });
  } catch (error) {
    release();
    throw error;
  }
  worker.once('exit', release);
  const next = () =>
    new Promise<ThreadMessage>((resolve, reject) => {
      const exited = (code: number) => reject(new Error(`mongo-lite's thread ended (${code}) unasked`));
      worker.once('error', reject);
      worker.once('exit', exited);
      worker.once('message', (message: ThreadMessage) => {
        worker.off('error', reject);
        worker.off('exit', exited);
        resolve(message);
      });
    });
  const message = await next();
  if (!('started' in message)) {
    // Ended before the promise rejects, so the store is free again for a retry at once.
    await worker.terminate();
    throw 'failed' in message ? message.failed : new Error('mongo-lite thread: unexpected message');
  }
  let stopping: Promise<void> | undefined;
  return {
    ...message.started,
    stop: () =>
      (stopping ??= (async () => {
        const reply = next();
        const ended = new Promise((done) => worker.once('exit', done));
        worker.postMessage('stop');
        const stopped = await reply;
        // A stop that failed may leave the thread holding handles that keep it alive: it is ended here.
        if ('error' in stopped) {
          await worker.terminate();
          throw stopped.error;
        }
        await ended;
      })()),
  };
}
