import { createPublicKey, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  playgroundAccess,
  readToken,
  verifyToken,
  withRedirect,
} from '../../../templates/default/playground/site-auth.js';
import { signToken, testKeys } from '../../support/jwt.js';

const now = 1_800_000_000;

describe.each(['RS256', 'ES256'] as const)('verifyToken (%s)', (algorithm) => {
  const keys = testKeys(algorithm);
  const jwk = createPublicKey(keys.publicPem).export({ format: 'jwk' });
  const key = { jwk, algorithm };

  it('accepts a good token and reads its groups', async () => {
    const token = signToken(keys, { sub: 'ada', exp: now + 600, groups: ['admins', 'beta'] });
    expect(await verifyToken(token, key, now)).toMatchObject({
      ok: true,
      groups: ['admins', 'beta'],
      claims: { sub: 'ada' },
    });
    expect(await verifyToken(signToken(keys, { groups: 'admins' }), key, now)).toMatchObject({
      ok: true,
      groups: ['admins'],
    });
  });

  it('refuses expired, not yet valid, tampered, foreign and alg-swapped tokens', async () => {
    expect(await verifyToken(signToken(keys, { exp: now - 120 }), key, now)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyToken(signToken(keys, { nbf: now + 120 }), key, now)).toEqual({
      ok: false,
      reason: 'not yet valid',
    });
    const [head, , sig] = signToken(keys, { groups: ['users'] }).split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ groups: ['admins'] })).toString('base64url')}.${sig}`;
    expect(await verifyToken(forged, key, now)).toEqual({ ok: false, reason: 'bad signature' });
    expect(await verifyToken(signToken(testKeys(algorithm), {}), key, now)).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    expect(await verifyToken(none, key, now)).toEqual({ ok: false, reason: `algorithm none is not ${algorithm}` });
    expect(await verifyToken('not-a-token', key, now)).toEqual({ ok: false, reason: 'not a JWT' });
  });

  it("refuses a good signature under another header alg, since the algorithm is the site's", async () => {
    const other = algorithm === 'RS256' ? 'ES256' : 'RS256';
    expect(await verifyToken(signToken(keys, {}, { alg: other }), key, now)).toEqual({
      ok: false,
      reason: `algorithm ${other} is not ${algorithm}`,
    });
    expect(await verifyToken(signToken(keys, {}, { alg: 'HS256' }), key, now)).toMatchObject({ ok: false });
  });

  it('tolerates a minute of clock difference on exp and nbf, no more', async () => {
    expect(await verifyToken(signToken(keys, { exp: now - 30, nbf: now + 30 }), key, now)).toMatchObject({ ok: true });
    expect(await verifyToken(signToken(keys, { exp: now - 61 }), key, now)).toMatchObject({ reason: 'expired' });
    expect(await verifyToken(signToken(keys, { nbf: now + 61 }), key, now)).toMatchObject({ reason: 'not yet valid' });
  });

  it('counts only the names in the groups claim', async () => {
    const token = signToken(keys, { groups: ['admins', 7, { name: 'beta' }, null] });
    expect(await verifyToken(token, key, now)).toMatchObject({ ok: true, groups: ['admins'] });
    expect(await verifyToken(signToken(keys, { groups: 7 }), key, now)).toMatchObject({ ok: true, groups: [] });
  });
});

describe('verifyToken (ES256 signature encoding)', () => {
  it('wants the JWS form r||s: a DER-encoded ECDSA signature of the same input is refused', async () => {
    const keys = testKeys('ES256');
    const key = { jwk: createPublicKey(keys.publicPem).export({ format: 'jwk' }), algorithm: 'ES256' as const };
    const [head, body] = signToken(keys, { sub: 'ada' }).split('.') as [string, string];
    const der = sign('sha256', Buffer.from(`${head}.${body}`), keys.privateKey).toString('base64url');
    expect(await verifyToken(`${head}.${body}.${der}`, key, now)).toEqual({ ok: false, reason: 'bad signature' });
  });
});

describe('readToken and playgroundAccess', () => {
  it('takes the token from the fragment (leaving the rest of it) or from the named cookie', () => {
    expect(readToken({ hash: '#access_token=abc&token_type=Bearer&section=2', cookie: '' })).toEqual({
      token: 'abc',
      hash: '#section=2',
    });
    expect(readToken({ hash: '#access_token=abc', cookie: '' })).toEqual({ token: 'abc', hash: '' });
    expect(readToken({ hash: '#intro', cookie: 'a=1; docs_token=x%2Ey', cookieName: 'docs_token' })).toEqual({
      token: 'x.y',
      hash: '#intro',
    });
    expect(readToken({ hash: '', cookie: 'docs_token=x' })).toEqual({ hash: '' });
  });

  it('sends the reader to sign in with the page (without its fragment) to come back to', () => {
    const page = { href: 'https://docs.acme.test/base/api/members?v=2#access' };
    const back = encodeURIComponent('https://docs.acme.test/base/api/members?v=2');
    expect(withRedirect('/base/sign-in', page)).toBe(`https://docs.acme.test/base/sign-in?redirect=${back}`);
    expect(withRedirect('https://login.acme.test/in?client=docs', page)).toBe(
      `https://login.acme.test/in?client=docs&redirect=${back}`,
    );
  });

  it('shows public pages to everyone and group pages to members only', () => {
    const member = { ok: true as const, claims: {}, groups: ['admins'] };
    expect(playgroundAccess({ isPublic: true }, undefined)).toBe('show');
    expect(playgroundAccess({}, undefined)).toBe('login');
    expect(playgroundAccess({}, { ok: false, reason: 'expired' })).toBe('login');
    expect(playgroundAccess({}, member)).toBe('show');
    expect(playgroundAccess({ groups: ['admins'] }, member)).toBe('show');
    expect(playgroundAccess({ groups: ['billing'] }, member)).toBe('forbidden');
  });
});
