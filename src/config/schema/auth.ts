/**
 * `auth`: how the docs site knows its reader, for the playground's `auth` mode (Quire's answer; the reference
 * leaves it open). The reader signs in at `loginUrl` and comes back with a JWT (in the URL fragment
 * `#access_token=…` or a cookie) signed with the private half of `publicKey`; the page checks it in the browser.
 * This only decides who sees the playground: the API must enforce its own authentication.
 */
import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { hasUrlScheme } from '../../util/is-external-href.js';

/**
 * True for an http(s) URL or a path of this site (`/sign-in`, `sign-in`). Any other scheme (`javascript:`,
 * `data:`), a protocol-relative `//host`, backslashes and spaces are refused: the page puts this in a link, and
 * browsers read `\\host` and ` javascript:` in ways the text does not show.
 */
export function isSignInHref(value: string): boolean {
  if (/[\s\\]/.test(value) || value.startsWith('#')) return false;
  if (hasUrlScheme(value)) return /^https?:\/\//i.test(value) && URL.canParse(value);
  return !value.startsWith('//');
}

const SignInHrefSchema = z.string().min(1).refine(isSignInHref, {
  error: 'expected an http(s) URL like "https://login.example.com/docs" or a path of this site like "/sign-in"',
});

/** The key as a key object, or the reason it cannot be used. */
export function readPublicKey(key: string | Record<string, unknown>): { key: KeyObject } | { problem: string } {
  const text = typeof key === 'string' ? key : '';
  if (/PRIVATE KEY/.test(text) || (typeof key === 'object' && 'd' in key))
    return {
      problem:
        'this is a private key. docs.json is published with the site: give only the public key (`-----BEGIN PUBLIC KEY-----`, or a JWK without `d`), and keep the private key on your login server.',
    };
  try {
    const object =
      typeof key === 'string' ? createPublicKey(key) : createPublicKey({ key: key as JsonWebKey, format: 'jwk' });
    return { key: object };
  } catch {
    // OpenSSL's own words differ between Node versions; the fix is the same.
    return {
      problem:
        'the key cannot be read: give the PEM text of a public key (`-----BEGIN PUBLIC KEY-----` … `-----END PUBLIC KEY-----`, with its line breaks as \\n) or a JWK object.',
    };
  }
}

/** The algorithm a key signs with: RS256 for RSA keys, ES256 for P-256 ones. */
export function keyAlgorithm(key: KeyObject): 'RS256' | 'ES256' | undefined {
  if (key.asymmetricKeyType === 'rsa') return 'RS256';
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return 'ES256';
  return undefined;
}

/** Site sign-in for the playground's `auth` mode. */
export const AuthSchema = z
  .object({
    /** Where readers sign in; they come back to the page with `#access_token=<JWT>`. */
    loginUrl: SignInHrefSchema.describe(
      'Where readers sign in (absolute URL or site path). Quire adds `redirect=<page URL>`; the login server sends the reader back to it with `#access_token=<JWT>`.',
    ),
    /** The public key the tokens are signed with. */
    publicKey: z
      .union([z.string().min(1), z.record(z.string(), z.unknown())])
      .describe(
        'Public key that verifies the tokens: PEM (`-----BEGIN PUBLIC KEY-----`) or a JWK object. RSA (RS256) or P-256 (ES256).',
      ),
    /** RS256 or ES256; taken from the key when left out. */
    algorithm: z.enum(['RS256', 'ES256']).optional().describe('`RS256` or `ES256`; by default the one the key is for.'),
    /** A cookie that holds the token, for login servers on the same site. */
    cookie: z
      .string()
      .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, {
        error: "expected a cookie name: letters, digits and !#$%&'*+-.^_`|~ (no spaces, `=` or `;`)",
      })
      .optional()
      .describe('Name of a cookie holding the token (for a login server on the same site).'),
    /** Where readers sign out; the page forgets its token first. */
    logoutUrl: SignInHrefSchema.optional().describe(
      'Where readers sign out (absolute URL or site path). Quire adds `redirect=<page URL>` and forgets the token kept for the tab.',
    ),
  })
  .superRefine((auth, ctx) => {
    const read = readPublicKey(auth.publicKey);
    if ('problem' in read) {
      ctx.addIssue({
        code: 'custom',
        path: ['publicKey'],
        message: read.problem.charAt(0).toUpperCase() + read.problem.slice(1),
      });
      return;
    }
    const algorithm = keyAlgorithm(read.key);
    if (!algorithm)
      ctx.addIssue({
        code: 'custom',
        path: ['publicKey'],
        message: 'The key must be an RSA key (RS256) or a P-256 EC key (ES256).',
      });
    else if (auth.algorithm && auth.algorithm !== algorithm)
      ctx.addIssue({
        code: 'custom',
        path: ['algorithm'],
        message: `${auth.algorithm} was asked for, but the key is for ${algorithm}: leave \`algorithm\` out or give the matching key.`,
      });
  })
  .describe('Reader sign-in for the playground `auth` mode: login URL and the public key that verifies its tokens.');

export type Auth = z.output<typeof AuthSchema>;
