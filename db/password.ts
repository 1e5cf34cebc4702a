import { hash, verify } from "@node-rs/argon2";

/*
 * The format of users.password_hash: argon2id with OWASP's minimum (19 MiB memory,
 * 2 iterations, 1 degree of parallelism). It lives beside the schema because the seed
 * writes hashes too, and db/ imports nothing from app/ but the enums; the models use it
 * through app/models/password.server.ts.
 */
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
