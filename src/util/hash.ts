import { createHash, type Hash } from 'node:crypto';

/**
 * Quire's content hash: cache keys, the recorded inputs of a compile, ids derived from config text. SHA-1 is
 * fast and only has to tell contents apart (nothing here is a security boundary); changing it would change
 * every cache key and every id derived from it.
 */
const CONTENT_HASH = 'sha1';

/**
 * The hex digest of `data`: SHA-1 unless `algorithm` says otherwise (the dev server names its Vite cache
 * folder with SHA-256, and keeps doing so, so an existing folder is found again).
 */
export function contentHash(data: string | Uint8Array, algorithm: 'sha1' | 'sha256' = CONTENT_HASH): string {
  return createHash(algorithm).update(data).digest('hex');
}

/**
 * The content hash fed in parts, for a key made of many files (Quire's own code): each part is hashed as it
 * is read, instead of joining them first. Feeding `a` then `b` gives the digest of `a + b`.
 */
export function createContentHash(): Hash {
  return createHash(CONTENT_HASH);
}
