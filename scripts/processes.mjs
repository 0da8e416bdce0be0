// Starting and stopping the built API and web server, shared by `pnpm start` and `pnpm bench`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiEntry = path.join(root, 'apps/api/dist/main.js');
export const webEntry = path.join(root, 'apps/web/server/start.mjs');
export const webBuild = path.join(root, 'apps/web/build/server/index.js');

/**
 * The API process's allocator setting (docs/decisions/193-api-memory-at-rest.md): glibc's malloc hands every
 * block of 128 KB or more back to the system when it is freed, instead of raising that bar after the first
 * big free and keeping libvips's picture buffers in its heap. docker/api.Dockerfile sets the same. A value
 * already in the environment wins.
 */
export const apiProcessEnv = { MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072' };

export function assertBuilt() {
  const missing = [apiEntry, webBuild].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(
      `Not built yet (missing ${missing.map((f) => path.relative(root, f)).join(', ')}). Run: pnpm build`,
    );
    process.exit(1);
  }
}

/**
 * Spawns `node [nodeArgs] entry` with env, prefixing its output with a label. It runs in its package's folder.
 */
export function startProcess(label, entry, env, { quiet = false, nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: path.dirname(entry).replace(/[/\\](dist|server)$/, ''),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Resolves once `url` answers 2xx, or rejects after `timeoutMs` or when `child` exits first. */
export async function waitForUrl(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`process for ${url} exited before it was ready`);
    try {
      // Bounded: a request accepted while the server was still starting must not wait forever.
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/**
 * Sends SIGTERM, and SIGKILL to a process still running a minute later. The API may take that long to stop
 * on its own (docs/decisions/263-shutdown-within-its-grace.md): up to 30 s for the requests under way, then
 * up to 20 s for the mails they left, then the database; killing it sooner loses those mails. The web server
 * stops its workers within 8 s by itself.
 */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 60_000).unref();
  });
}
