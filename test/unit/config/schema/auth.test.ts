/**
 * `auth` (schema/auth.ts): which sign-in links are accepted, which keys are refused and why, and where each problem
 * of a docs.json `auth` block is reported.
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthSchema, isSignInHref, keyAlgorithm, readPublicKey } from '../../../../src/config/schema/auth.js';
import { errorsOf, validateWith } from '../support/validate-text.js';

const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
const pem = (pair: typeof rsa) => pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('isSignInHref', () => {
  it.each([
    'https://login.example.com/docs',
    'http://localhost:4000/sign-in',
    'HTTPS://login.example.com',
    '/sign-in',
    'sign-in',
    'auth/login?next=1',
  ])('accepts %j', (href) => {
    expect(isSignInHref(href)).toBe(true);
  });

  it.each([
    ['an anchor', '#login'],
    ['a space', '/sign in'],
    ['a leading space before a scheme', ' javascript:alert(1)'],
    ['a backslash', '\\\\evil.example.com'],
    ['a protocol-relative host', '//evil.example.com/login'],
    ['another scheme', 'ftp://login.example.com'],
    ['a script link', 'javascript:alert(1)'],
    ['a script link that quotes a URL', "javascript:open('https://x.example')"],
    ['an unparsable URL', 'https://'],
  ])('refuses %s', (_what, href) => {
    expect(isSignInHref(href)).toBe(false);
  });
});

describe('readPublicKey and keyAlgorithm', () => {
  it('reads a PEM public key and a public JWK, and names the algorithm of each key type', () => {
    const fromPem = readPublicKey(pem(rsa));
    expect('key' in fromPem && keyAlgorithm(fromPem.key)).toBe('RS256');
    const jwk = p256.publicKey.export({ format: 'jwk' }) as Record<string, unknown>;
    const fromJwk = readPublicKey(jwk);
    expect('key' in fromJwk && keyAlgorithm(fromJwk.key)).toBe('ES256');
  });

  it('has no algorithm for an EC key on another curve, or an Ed25519 key', () => {
    expect(keyAlgorithm(p384.publicKey)).toBeUndefined();
    expect(keyAlgorithm(generateKeyPairSync('ed25519').publicKey)).toBeUndefined();
  });

  it('refuses a private key, as PEM or as a JWK with "d", without reading it', () => {
    const problem = expect.stringMatching(/^this is a private key\. docs\.json is published with the site/);
    const privatePem = p256.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(readPublicKey(privatePem)).toEqual({ problem });
    // Node derives the public half of a private JWK without complaint: the check must come first.
    expect(readPublicKey(p256.privateKey.export({ format: 'jwk' }) as Record<string, unknown>)).toEqual({ problem });
  });

  it('says a key that cannot be read must be PEM or a JWK', () => {
    expect(readPublicKey('not a key')).toEqual({
      problem: expect.stringMatching(/^the key cannot be read: give the PEM text of a public key/),
    });
    expect(readPublicKey({ kty: 'EC' })).toEqual({ problem: expect.stringMatching(/^the key cannot be read/) });
  });
});

describe('AuthSchema', () => {
  it('accepts a key with its own algorithm named, or none', () => {
    expect(AuthSchema.safeParse({ loginUrl: '/sign-in', publicKey: pem(rsa), algorithm: 'RS256' }).success).toBe(true);
    expect(AuthSchema.safeParse({ loginUrl: '/sign-in', publicKey: pem(p256) }).success).toBe(true);
  });

  it('reports a key of another type at publicKey', async () => {
    expect(await errorsOf({ auth: { loginUrl: '/sign-in', publicKey: pem(p384) } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: 'The key must be an RSA key (RS256) or a P-256 EC key (ES256).',
        hint: 'change "publicKey" as the message says.',
        path: 'auth.publicKey',
        file: 'docs.json',
        line: 14,
        column: 18,
      },
    ]);
  });

  it('reports a private key at publicKey, starting with a capital', async () => {
    const privatePem = rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const [diagnostic] = await errorsOf({ auth: { loginUrl: '/sign-in', publicKey: privatePem } });
    expect(diagnostic).toMatchObject({ path: 'auth.publicKey', line: 14, column: 18 });
    expect(diagnostic?.message).toMatch(/^This is a private key\. /);
  });

  it('reports an algorithm that does not match the key at algorithm', async () => {
    expect(await errorsOf({ auth: { loginUrl: '/sign-in', publicKey: pem(rsa), algorithm: 'ES256' } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: 'ES256 was asked for, but the key is for RS256: leave `algorithm` out or give the matching key.',
        hint: 'change "algorithm" as the message says.',
        path: 'auth.algorithm',
        file: 'docs.json',
        line: 15,
        column: 18,
      },
    ]);
  });

  it('reports a bad sign-in link and a bad cookie name with what each should be', async () => {
    const result = await validateWith({
      auth: { loginUrl: '//evil.example.com', publicKey: pem(p256), cookie: 'my token', logoutUrl: '#out' },
    });
    expect(result.diagnostics.map((d) => [d.path, d.message])).toEqual([
      [
        'auth.loginUrl',
        'expected an http(s) URL like "https://login.example.com/docs" or a path of this site like "/sign-in", received "//evil.example.com"',
      ],
      [
        'auth.cookie',
        'expected a cookie name: letters, digits and !#$%&\'*+-.^_`|~ (no spaces, `=` or `;`), received "my token"',
      ],
      [
        'auth.logoutUrl',
        'expected an http(s) URL like "https://login.example.com/docs" or a path of this site like "/sign-in", received "#out"',
      ],
    ]);
  });
});
