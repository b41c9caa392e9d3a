import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthSchema } from '../../../src/config/schema/auth.js';
import type { DocsConfig } from '../../../src/config/schema/index.js';
import { buildSiteChrome } from '../../../src/render/site-chrome.js';

function chrome(auth: unknown, base = '/') {
  const config = {
    theme: 'mint',
    name: 'X',
    colors: { primary: '#123456' },
    navigation: { pages: ['index'] },
    auth: AuthSchema.parse(auth),
  } as unknown as DocsConfig;
  return buildSiteChrome({ config, base, styles: [], scripts: [] });
}

describe('site chrome: docs.json auth for the page', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

  it('gives the page the public key as a JWK, its algorithm, and the sign-in links under the base', () => {
    const pem = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const site = chrome(
      { loginUrl: '/sign-in', logoutUrl: 'sign-out', publicKey: pem, cookie: 'docs_token' },
      '/docs/',
    );
    const expected = rsa.publicKey.export({ format: 'jwk' });
    expect(site.auth).toEqual({
      loginUrl: '/docs/sign-in',
      logoutUrl: '/docs/sign-out',
      jwk: { kty: 'RSA', n: expected.n, e: expected.e },
      algorithm: 'RS256',
      cookie: 'docs_token',
    });
  });

  it('reads a JWK with extra members down to its public part, and takes ES256 from a P-256 key', () => {
    const jwk = { ...ec.publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig' };
    const site = chrome({ loginUrl: 'https://login.acme.test/in', publicKey: jwk });
    expect(site.auth?.algorithm).toBe('ES256');
    expect(site.auth?.loginUrl).toBe('https://login.acme.test/in');
    expect(Object.keys(site.auth?.jwk ?? {}).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(site.auth).not.toHaveProperty('logoutUrl');
  });

  it('leaves auth out when docs.json has none', () => {
    const config = { theme: 'mint', name: 'X', colors: { primary: '#123456' } } as unknown as DocsConfig;
    expect(buildSiteChrome({ config, base: '/', styles: [], scripts: [] }).auth).toBeUndefined();
  });
});

describe('AuthSchema', () => {
  const pem = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString();
  const valid = (loginUrl: string) => AuthSchema.safeParse({ loginUrl, publicKey: pem }).success;

  it('takes http(s) URLs and site paths as sign-in links, and nothing a browser could run or misread', () => {
    expect(['https://login.acme.test/in?x=1', 'HTTP://login.acme.test', '/sign-in', 'auth/sign-in'].map(valid)).toEqual(
      [true, true, true, true],
    );
    expect(
      ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//evil.test', '/\\evil.test', '#x', ''].map(
        valid,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it('refuses a private key given as a JWK', () => {
    const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
    const result = AuthSchema.safeParse({ loginUrl: '/in', publicKey: jwk });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^This is a private key\./);
  });
});
