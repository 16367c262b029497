import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~25 ms of CPU per verify here, against ~150 ms for the
// library default, so a burst of sign-ins cannot starve a 2-core server. Old hashes keep their own parameters.
export const hashPassword = (password: string) =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

// Compared against when there is no account (or no password): a sign-in costs one hash either way, so
// the answer's timing does not tell which e-mails have an account. Computed once, on first use.
let dummyHash: Promise<string> | null = null;
const theDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('base64url')));

/** False without a hash, after spending the same hashing work as a real comparison. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  try {
    if (!hash) {
      await argon2.verify(await theDummyHash(), password);
      return false;
    }
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
