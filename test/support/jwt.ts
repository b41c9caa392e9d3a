/** Test tokens: JWTs signed with keys the tests generate (RS256, ES256), for the playground's sign-in. */
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

export interface TestKeys {
  publicPem: string;
  privateKey: KeyObject;
  algorithm: 'RS256' | 'ES256';
}

/** A fresh key pair for `algorithm`. */
export function testKeys(algorithm: 'RS256' | 'ES256'): TestKeys {
  const pair =
    algorithm === 'RS256'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    publicPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: pair.privateKey,
    algorithm,
  };
}

function part(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT of `claims` signed with `keys` (header `alg` overridable to test refusals). */
export function signToken(
  keys: TestKeys,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): string {
  const input = `${part({ alg: keys.algorithm, typ: 'JWT', ...header })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(input), {
    key: keys.privateKey,
    ...(keys.algorithm === 'ES256' ? { dsaEncoding: 'ieee-p1363' as const } : {}),
  });
  return `${input}.${signature.toString('base64url')}`;
}
