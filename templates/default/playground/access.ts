/**
 * Who may use the playground on this page. `interactive` and `simple` pages show it to everyone; `auth` pages
 * only to readers signed in to the docs site (site-auth.ts), and only to members of the page's groups when it
 * lists some; `public` pages to everyone. A site without `auth` shows `auth` playgrounds to no one (the build
 * warned).
 */
import { currentReader, playgroundAccess, type SiteAuth } from './site-auth.js';

export type Gate = { state: 'show' } | { state: 'login'; loginUrl?: string } | { state: 'forbidden' };

function parse<T>(text: string | undefined): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The gate of a slot. */
export async function playgroundGate(slot: HTMLElement): Promise<Gate> {
  const data = slot.dataset;
  if (data.playgroundDisplay !== 'auth') return { state: 'show' };
  const isPublic = data.playgroundPublic !== undefined;
  const auth = parse<SiteAuth>(data.siteAuth);
  if (!auth) return isPublic ? { state: 'show' } : { state: 'forbidden' };
  const verified = await currentReader(auth);
  const access = playgroundAccess({ groups: parse<string[]>(data.playgroundGroups), isPublic }, verified);
  if (access !== 'login') return { state: access };
  const login = new URL(auth.loginUrl, location.href);
  login.searchParams.set('redirect', `${location.origin}${location.pathname}${location.search}`);
  return { state: 'login', loginUrl: login.toString() };
}
