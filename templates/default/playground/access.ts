/**
 * Who may use the playground on this page. `interactive` and `simple` pages show it to everyone; `auth` pages
 * only to readers signed in to the docs site (site-auth.ts), and only to members of the page's groups when it
 * lists some; `public` pages to everyone. A site without `auth` shows `auth` playgrounds to no one (the build
 * warned).
 */
import { currentReader, playgroundAccess, type SiteAuth, withRedirect } from './site-auth.js';

/** What the slot shows; `logoutUrl` when a signed-in reader may sign out (call `forgetReader()` on the way). */
export type Gate =
  | { state: 'show'; logoutUrl?: string }
  | { state: 'login'; loginUrl?: string }
  | { state: 'forbidden'; logoutUrl?: string };

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
  if (access === 'login') return { state: 'login', loginUrl: withRedirect(auth.loginUrl, location) };
  // A member of other groups may want to sign in as someone else: sign-out is offered to any signed-in reader.
  return verified?.ok && auth.logoutUrl
    ? { state: access, logoutUrl: withRedirect(auth.logoutUrl, location) }
    : { state: access };
}
