/**
 * OAuth 2.0 authorization code flow with PKCE (RFC 7636) for the playground: the reader is sent to the
 * authorization server and comes back to the same page with `?code=…&state=…`; the code is exchanged for a token
 * at the token URL with the verifier kept in the tab's session. No client secret is ever asked for.
 */

const PENDING = 'quire.playground.oauth:';

export interface PendingAuthorization {
  verifier: string;
  scheme: string;
  tokenUrl: string;
  clientId: string;
  redirectUri: string;
}

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomString(length: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(length)));
}

/** The S256 challenge of a verifier. */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** Sends the reader to the authorization URL; the pending exchange waits in the session under its `state`. */
export async function startAuthorization(input: {
  scheme: string;
  authorizationUrl: string;
  tokenUrl: string;
  clientId: string;
  scopes: string[];
}): Promise<void> {
  const verifier = randomString(48);
  const state = randomString(16);
  const redirectUri = `${location.origin}${location.pathname}`;
  const pending: PendingAuthorization = {
    verifier,
    scheme: input.scheme,
    tokenUrl: input.tokenUrl,
    clientId: input.clientId,
    redirectUri,
  };
  sessionStorage.setItem(PENDING + state, JSON.stringify(pending));
  const url = new URL(input.authorizationUrl, location.href);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await codeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  if (input.scopes.length) url.searchParams.set('scope', input.scopes.join(' '));
  location.assign(url.toString());
}

/**
 * On a page the authorization server sent the reader back to: exchanges the code and removes `code`/`state` from
 * the address. Undefined when this page load is not such a return.
 */
export async function finishAuthorization(): Promise<{ scheme: string; token?: string; error?: string } | undefined> {
  const params = new URLSearchParams(location.search);
  const state = params.get('state');
  if (!state) return undefined;
  const raw = sessionStorage.getItem(PENDING + state);
  if (!raw) return undefined;
  sessionStorage.removeItem(PENDING + state);
  const pending = JSON.parse(raw) as PendingAuthorization;
  const clean = new URL(location.href);
  for (const key of ['code', 'state', 'error', 'error_description', 'session_state', 'iss'])
    clean.searchParams.delete(key);
  history.replaceState(history.state, '', clean.toString());
  const code = params.get('code');
  if (!code)
    return { scheme: pending.scheme, error: params.get('error_description') ?? params.get('error') ?? 'no code' };
  try {
    const response = await fetch(pending.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: pending.redirectUri,
        client_id: pending.clientId,
        code_verifier: pending.verifier,
      }).toString(),
    });
    const data = (await response.json()) as { access_token?: string; error?: string; error_description?: string };
    if (data.access_token) return { scheme: pending.scheme, token: data.access_token };
    return {
      scheme: pending.scheme,
      error: data.error_description ?? data.error ?? `token URL answered ${response.status}`,
    };
  } catch (error) {
    return { scheme: pending.scheme, error: `the token URL could not be reached (${String(error)})` };
  }
}
