import { createHash } from 'node:crypto';

/** Short content hash used in cache keys. */
export function hash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
