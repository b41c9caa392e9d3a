/**
 * Who may use the playground on this page. `interactive` and `simple` pages show it to everyone; `auth` pages
 * only to readers signed in to the docs site (see site-auth.ts), and only to members of the page's groups when
 * it lists some; `public` pages to everyone.
 */
export type Gate = { state: 'show' } | { state: 'login'; loginUrl?: string } | { state: 'forbidden' };

/** The gate of a slot. */
export async function playgroundGate(slot: HTMLElement): Promise<Gate> {
  if (slot.dataset.playgroundDisplay !== 'auth') return { state: 'show' };
  return { state: 'forbidden' };
}
