import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP ASVS / Password Storage Cheat Sheet minimum: m = 19 MiB, t = 2, p = 1
 * (OWASP Password Storage Cheat Sheet, "Argon2id"; ASVS v4 2.4.4).
 */
const ARGON2ID = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes `password` with argon2id; returns the PHC string ($argon2id$v=19$m=19456,t=2,p=1$...). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown user, account without a
 * password) a dummy hash is still verified so the answer takes the same time either way.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
