import { describe, expect, it } from 'vitest';
import { codeChallenge } from '../../../templates/default/playground/oauth-pkce.js';

describe('codeChallenge', () => {
  it('is the S256 challenge of RFC 7636, appendix B', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
