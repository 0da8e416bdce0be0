import { promises as fs } from 'node:fs';
import { connect } from 'node:net';
import * as path from 'node:path';

/** sockaddr_un.sun_path holds 108 bytes on Linux (104 on macOS), the terminating NUL included. */
export const maxSocketPathBytes = process.platform === 'linux' ? 107 : 103;

/** The driver's connection string for a Unix domain socket: the absolute path, percent-encoded, as the host. */
export function socketUri(socketPath: string): string {
  return `mongodb://${encodeURIComponent(path.resolve(socketPath))}`;
}

/**
 * Gets `socketPath` ready to listen on, and returns it absolute. Anyone who can connect to the socket reads and
 * writes every database (mongo-lite has no authentication), so it must sit in a directory only this user can
 * enter: a missing directory is created 0700, an existing one that others may enter is refused (mongo-lite
 * does not change the permissions of a directory it does not own, such as /tmp). A socket file left by a
 * server that died is removed; one a live server answers on is not.
 */
export async function prepareSocketPath(socketPath: string): Promise<string> {
  const absolute = path.resolve(socketPath);
  if (!absolute.endsWith('.sock')) {
    throw new Error(
      `mongo-lite socket path ${absolute} must end in .sock: the driver recognises a socket in a connection string by that suffix`,
    );
  }
  const bytes = Buffer.byteLength(absolute);
  if (bytes > maxSocketPathBytes) {
    throw new Error(
      `mongo-lite socket path ${absolute} is ${bytes} bytes long; Unix sockets allow at most ${maxSocketPathBytes} ` +
        `here. Choose a shorter path (a shorter data directory, or a socket elsewhere in a private directory).`,
    );
  }
  await privateDirectory(path.dirname(absolute));
  await removeStaleSocket(absolute);
  return absolute;
}

async function privateDirectory(dir: string): Promise<void> {
  const created = await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (created !== undefined) return;
  const stat = await fs.stat(dir);
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    throw new Error(
      `mongo-lite will not put its socket in ${dir}: that directory belongs to another user (uid ${stat.uid})`,
    );
  }
  if ((stat.mode & 0o077) !== 0) {
    throw new Error(
      `mongo-lite will not put its socket in ${dir}: other users may enter that directory (mode ` +
        `${(stat.mode & 0o777).toString(8)}), and anyone reaching the socket reads every database. Use a ` +
        `directory only you can enter (chmod 700).`,
    );
  }
}

async function removeStaleSocket(socketPath: string): Promise<void> {
  let stat;
  try {
    stat = await fs.lstat(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!stat.isSocket()) {
    throw new Error(`mongo-lite will not listen on ${socketPath}: a file that is not a socket is in the way`);
  }
  if (await answers(socketPath)) {
    throw new Error(`mongo-lite will not listen on ${socketPath}: a running server is listening on it`);
  }
  await fs.rm(socketPath, { force: true });
}

/** Whether some process accepts connections on the socket (a dead server's file refuses them). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
  });
}
