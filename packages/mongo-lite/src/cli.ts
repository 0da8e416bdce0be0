#!/usr/bin/env node
import { startMongoLite } from './index';

interface CliOptions {
  port?: number;
  host?: string;
  socket?: string;
  dbPath?: string;
}

const usage =
  'usage: mongo-lite [--port 27017] [--host 127.0.0.1] [--socket PATH.sock] [--dbpath DIR]\n' +
  '  --socket listens on a Unix domain socket (in a directory only you can enter) instead of a TCP port';

function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value\n${usage}`);
      return v;
    };
    switch (flag) {
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port\n${usage}`);
        options.port = port;
        break;
      }
      case '--host':
      case '--bind_ip':
        options.host = value();
        break;
      case '--socket':
        options.socket = value();
        break;
      case '--dbpath':
      case '--dbPath':
        options.dbPath = value();
        break;
      case '--help':
      case '-h':
        console.log(usage);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown argument ${arg}\n${usage}`);
    }
  }
  if (options.socket !== undefined) {
    if (options.port !== undefined || options.host !== undefined) {
      throw new Error(`--socket replaces --port and --host: give one or the other\n${usage}`);
    }
    return options;
  }
  return { ...options, port: options.port ?? 27017, host: options.host ?? '127.0.0.1' };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const server = await startMongoLite(options);
  console.log(`mongo-lite listening on ${server.uri}`);
  console.log(
    options.dbPath ? `mongo-lite store: ${options.dbPath}` : 'mongo-lite store: in memory (no --dbpath)',
  );
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => {
        console.log(`mongo-lite stopped (${signal})`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error('mongo-lite failed to stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
