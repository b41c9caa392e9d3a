import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playgroundAccess, readToken, verifyToken } from '../../../templates/default/playground/site-auth.js';
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
