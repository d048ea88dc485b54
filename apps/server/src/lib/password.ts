import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2; the package's enum is a const enum) with OWASP's profile: 19 MiB, 2 passes. */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** Checks a password against its stored hash; false on any malformed hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, compared against when the account does not exist (equal timing). */
export const dummyHash = hash('monsoon-no-such-account', options);
