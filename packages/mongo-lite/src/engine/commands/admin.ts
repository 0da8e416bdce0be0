import type { CommandHandler } from '../context';
import { logicalSessionTimeoutMinutes } from '../sessions';

export const serverVersion = '7.0.0';

const hello: CommandHandler = (ctx) => ({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes,
  connectionId: ctx.connectionId,
  // 21 = MongoDB 7.0; the driver needs 9..29
  minWireVersion: 0,
  maxWireVersion: 21,
  readOnly: false,
  ok: 1,
});

const buildInfo: CommandHandler = () => ({
  version: serverVersion,
  gitVersion: 'mongo-lite',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ['mongo-lite'],
  ok: 1,
});

export const adminCommands: Record<string, CommandHandler> = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
};
