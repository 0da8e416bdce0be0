// The worker thread of startMongoLiteThread (thread.ts): starts mongo-lite with the options it was given,
// posts where it listens (or why it could not), and stops it when asked, posting how that went.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { startMongoLite } from './index';
import type { MongoLiteThreadOptions, ThreadMessage } from './thread';

const port = parentPort;
if (!port) throw new Error('thread-entry runs on a worker thread started by startMongoLiteThread');
const post = (message: ThreadMessage) => port.postMessage(message);

startMongoLite(workerData as MongoLiteThreadOptions).then(
  (server) => {
    collectLoadingGarbage();
    post({ started: { uri: server.uri, port: server.port, socket: server.socket } });
    // Listening for the stop keeps the thread alive; once it has come and the server is closed, nothing is
    // left to run and the thread ends.
    port.once('message', () => {
      server.stop().then(
        () => post({ stopped: true }),
        (error: unknown) => post({ stopped: false, error }),
      );
    });
  },
  (error: unknown) => post({ failed: error }),
);

/**
 * Reading a store leaves the heap several times the size of what it keeps (decoded journal records, index
 * builds). On the main thread the API's own work soon runs a full collection; this thread may stay idle
 * after its start and keep that garbage for good: 737 MB of heap, 1.2 GB resident, for 100,000 products,
 * where a collection leaves 179 MB and 555 MB. So the thread collects once, when the store is loaded
 * (docs/decisions/233-embedded-database-on-its-own-thread.md). `gc` is not exposed without the process's
 * --expose-gc flag; setting the flag exposes it to a new context, as Jest does for its heap reports.
 */
function collectLoadingGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
}
