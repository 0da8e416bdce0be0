import { Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes); ~20-40 ms here, cheap for users, costly for guessing.
const options = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A hash of a password nobody has, verified when the e-mail is unknown so both answers take as long. */
let decoy: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash never lets anyone in.
    return false;
  }
}

/** Spends the same work as verifyPassword on a missing account, so timing does not reveal which e-mails exist. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-used');
  await verifyPassword(await decoy, password);
  return false;
}
