import crypto from "node:crypto";

/*
 * Random tokens for every page (its script nonce, its forms' one-time key): bytes of the
 * system's CSPRNG fetched 4 KB at a time instead of a call per token (each call costs
 * about as much as a fetch of 4 KB; a page takes two tokens). Each byte is handed out
 * once. See docs/decisions/022-render-cost.md.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

/** `size` random bytes, written in `encoding`. */
export function randomToken(size: number, encoding: "base64" | "base64url" | "hex"): string {
  if (size > POOL_BYTES) return crypto.randomBytes(size).toString(encoding);
  if (used + size > pool.length) {
    pool = crypto.randomBytes(POOL_BYTES);
    used = 0;
  }
  const token = pool.toString(encoding, used, used + size);
  used += size;
  return token;
}
