import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Record and project ids: 24 lowercase hex characters (96 random bits). */
export const ID_PATTERN = '^[0-9a-f]{24}$';
const ID_RE = new RegExp(ID_PATTERN);

/** A fresh random id. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** Whether `value` has the shape of an id (a malformed one is a 400, an unknown one a 404). */
export function isId(value: string): boolean {
  return ID_RE.test(value);
}

/** Admin API keys begin with this. */
export const API_KEY_PREFIX = 'quire_';
/** How many characters of a key (after `quire_`) are kept in the clear so a person can tell keys apart. */
const VISIBLE_CHARS = 6;

/** A new admin API key: the key (shown once), its hash and its visible prefix (both stored). */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashToken(key), prefix: key.slice(0, API_KEY_PREFIX.length + VISIBLE_CHARS) };
}

/**
 * The stored hash of a high-entropy token (API key, session token). A plain SHA-256 is enough here: the tokens
 * are random 192-bit values, so there is nothing to guess, and lookups stay one indexed query.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random token for cookies and CSRF fields. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

const SCRYPT_KEYLEN = 32;

/** A password hash with scrypt (node:crypto): `scrypt$<salt hex>$<hash hex>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const derived = await scryptAsync(password, salt);
  return `scrypt$${salt.toString('hex')}$${derived.toString('hex')}`;
}

/** Whether `password` matches a hash made by {@link hashPassword} (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const derived = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  return safeEqual(derived, Buffer.from(hashHex, 'hex'));
}

/** Constant-time equality of two byte strings (false, without comparing, when the lengths differ). */
export function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GitHub's `X-Hub-Signature-256` of a body: `sha256=<hex HMAC-SHA256>`. */
export function hubSignature(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, SCRYPT_KEYLEN, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
