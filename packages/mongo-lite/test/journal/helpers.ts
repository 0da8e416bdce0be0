import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { onTestFinished } from 'vitest';

export const packageDir = path.resolve(__dirname, '..', '..');

/**
 * A fresh directory under the OS temp dir, removed when the test that made it ends. The removal is tied to
 * the test, not to a hook of this module: test files share one module graph (vitest.config.ts), so a hook
 * registered here would only ever run for the first file that imported it.
 */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mongo-lite-journal-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs a TypeScript fixture from test/journal/fixtures in its own node process (through tsx). */
export function spawnFixture(name: string, args: string[]): ChildProcess {
  const file = path.join(__dirname, 'fixtures', name);
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the first stdout line matching `pattern`; rejects if the process ends first. */
export function waitForLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let errors = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((candidate) => pattern.test(candidate));
      if (line !== undefined) {
        cleanup();
        resolve(line);
      }
    };
    const onError = (chunk: Buffer) => {
      errors += chunk.toString();
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`process exited (${code}) before printing ${pattern}: ${buffered}${errors}`));
    };
    const cleanup = () => {
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onError);
      child.off('exit', onExit);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onError);
    child.on('exit', onExit);
  });
}

/** Everything a process printed, once it has exited and its pipes are drained. */
export function collectOutput(
  child: ChildProcess,
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ stdout, stderr, code })));
}
