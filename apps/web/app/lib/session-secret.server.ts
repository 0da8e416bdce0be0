import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { list } from '#app/lib/company';

const MIN_STORED_LENGTH = 32;

/** The settings the session secret depends on (process.env by default; tests pass their own). */
type SecretEnv = Partial<Record<'SESSION_SECRET' | 'NODE_ENV' | 'PUBLIC_ORIGIN' | 'DATA_DIR', string>>;

function readStored(file: string): string | null {
  try {
    const stored = readFileSync(file, 'utf8').trim();
    return stored.length >= MIN_STORED_LENGTH ? stored : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The generated secret kept in `file` (made on first use, readable by this user only). */
function storedSecret(file: string): string {
  const stored = readStored(file);
  if (stored) return stored;
  const generated = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when another process (a second server on the same DATA_DIR) wrote it first: use theirs.
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readStored(file);
    if (theirs) return theirs;
    // A file too short to be a secret (edited by hand): replace it rather than sign with it.
    writeFileSync(file, `${generated}\n`, { mode: 0o600 });
    return generated;
  }
}

/**
 * The keys that sign the session cookie, newest first. SESSION_SECRET (comma-separated for rotation)
 * when set; required for a public https deployment, where a generated key would differ per replica and
 * vanish with the container. Otherwise a key generated once and kept in `${DATA_DIR}/session-secret`, as
 * the API keeps JWT_SECRET, so a restart does not sign everyone out. Tests keep theirs in memory.
 */
export function sessionSecrets(env: SecretEnv = process.env): string[] {
  const configured = list(env.SESSION_SECRET ?? '');
  if (configured.length > 0) return configured;
  if (env.NODE_ENV === 'production' && (env.PUBLIC_ORIGIN ?? '').startsWith('https:')) {
    throw new Error(
      'Invalid environment for the web app:\n  SESSION_SECRET: required in production (https PUBLIC_ORIGIN)',
    );
  }
  if (env.NODE_ENV === 'test') return [randomBytes(32).toString('base64url')];
  return [storedSecret(path.resolve(env.DATA_DIR || '.data', 'session-secret'))];
}
