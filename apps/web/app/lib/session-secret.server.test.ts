import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionSecrets } from '#app/lib/session-secret.server';

describe('sessionSecrets', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'farm-web-secret-'));
    dirs.push(dir);
    return dir;
  };

  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses SESSION_SECRET when set, comma-separated for rotation', () => {
    expect(sessionSecrets({ SESSION_SECRET: ' new-key , old-key ', NODE_ENV: 'production' })).toEqual([
      'new-key',
      'old-key',
    ]);
  });

  it('is required in production behind https', () => {
    expect(() =>
      sessionSecrets({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://farm.example', DATA_DIR: dataDir() }),
    ).toThrow(/SESSION_SECRET: required in production/);
  });

  it('generates one into DATA_DIR/session-secret (0600) and reuses it after a restart', () => {
    const DATA_DIR = path.join(dataDir(), 'nested');
    const env = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000', DATA_DIR };
    const [first] = sessionSecrets(env);
    const file = path.join(DATA_DIR, 'session-secret');
    expect(first).toHaveLength(64);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(sessionSecrets({ ...env, NODE_ENV: 'development' })).toEqual([first]);
  });

  it('replaces a stored value too short to be a secret', () => {
    const DATA_DIR = dataDir();
    writeFileSync(path.join(DATA_DIR, 'session-secret'), 'short\n');
    const [secret] = sessionSecrets({ NODE_ENV: 'development', DATA_DIR });
    expect(secret).toHaveLength(64);
    expect(readFileSync(path.join(DATA_DIR, 'session-secret'), 'utf8').trim()).toBe(secret);
  });

  it('keeps a per-process key in tests and writes nothing', () => {
    const DATA_DIR = dataDir();
    const [a] = sessionSecrets({ NODE_ENV: 'test', DATA_DIR });
    const [b] = sessionSecrets({ NODE_ENV: 'test', DATA_DIR });
    expect(a).not.toBe(b);
    expect(() => statSync(path.join(DATA_DIR, 'session-secret'))).toThrow();
  });
});
