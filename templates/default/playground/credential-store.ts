/**
 * Where the playground keeps the reader's credentials: in the tab's session by default (gone when the tab
 * closes), in local storage only when the reader ticks "remember". Keyed by the security scheme's name, so every
 * endpoint page of the site that uses the scheme finds them.
 */
import type { Credential } from '../../../src/openapi/request/request-spec.js';

const PREFIX = 'quire.playground.credential:';
const REMEMBER = 'quire.playground.remember';

function storage(kind: 'session' | 'local'): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage can be refused (privacy settings, sandboxed frames): credentials then live in the page only.
    return undefined;
  }
}

/** True when the reader asked to remember credentials on this device. */
export function remembers(): boolean {
  return storage('local')?.getItem(REMEMBER) === '1';
}

/** The stored credential of a scheme, if any. */
export function loadCredential(scheme: string): Credential | undefined {
  const raw = storage('session')?.getItem(PREFIX + scheme) ?? storage('local')?.getItem(PREFIX + scheme);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Credential;
    return value && typeof value === 'object' && 'kind' in value ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Stores (or, with undefined, forgets) a scheme's credential, where the "remember" choice says. */
export function saveCredential(scheme: string, credential: Credential | undefined, remember: boolean): void {
  const session = storage('session');
  const local = storage('local');
  if (!credential) {
    session?.removeItem(PREFIX + scheme);
    local?.removeItem(PREFIX + scheme);
    return;
  }
  const text = JSON.stringify(credential);
  session?.setItem(PREFIX + scheme, text);
  if (remember) local?.setItem(PREFIX + scheme, text);
  else local?.removeItem(PREFIX + scheme);
}

/** Records the "remember" choice; turning it off removes every remembered credential from the device. */
export function setRemember(remember: boolean): void {
  const local = storage('local');
  if (!local) return;
  if (remember) {
    local.setItem(REMEMBER, '1');
    const session = storage('session');
    for (let i = 0; session && i < session.length; i++) {
      const key = session.key(i);
      if (key?.startsWith(PREFIX)) local.setItem(key, session.getItem(key) ?? '');
    }
    return;
  }
  local.removeItem(REMEMBER);
  for (let i = local.length - 1; i >= 0; i--) {
    const key = local.key(i);
    if (key?.startsWith(PREFIX)) local.removeItem(key);
  }
}
