// The worker thread of startMongoLiteThread (thread.ts): starts mongo-lite with the options it was given,
// posts where it listens (or why it could not), and stops it when asked, posting how that went.
import { parentPort, workerData } from 'node:worker_threads';
import { startMongoLite } from './index';
import type { MongoLiteThreadOptions, ThreadMessage } from './thread';

const port = parentPort;
if (!port) throw new Error('thread-entry runs on a worker thread started by startMongoLiteThread');
const post = (message: ThreadMessage) => port.postMessage(message);

startMongoLite(workerData as MongoLiteThreadOptions).then(
  (server) => {
    post({ started: { uri: server.uri, port: server.port, socket: server.socket } });
    // Listening for the stop keeps the thread alive; once the port closes, nothing is left and it ends.
    port.once('message', () => {
      server.stop().then(
        () => post({ stopped: true }),
        (error: unknown) => post({ stopped: false, error }),
      );
    });
  },
  (error: unknown) => post({ failed: error }),
);
