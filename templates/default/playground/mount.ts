/**
 * Finds the playground slots of the page and wires each: a "Try it" button that opens the playground in a modal
 * dialog (its request spec fetched on first open, the form kept between openings), sign-in gating for the `auth`
 * display, OAuth returns, and links to a parameter's row on the page that focus the matching input while the
 * playground is open.
 */
import { render } from 'preact';
import { h } from 'preact';
import type { RequestSpec } from '../../../src/openapi/request/request-spec.js';
import { saveCredential } from './credential-store.js';
import { manualRequestSpec } from './manual-spec.js';
import { finishAuthorization } from './oauth-pkce.js';
import { parameterOfHash, parameterRowIds } from './parameter-rows.js';
import { Playground, type PlaygroundSettings } from './playground.js';
import { playgroundGate } from './access.js';
import { forgetReader } from './site-auth.js';

const SLOTS = '.q-api-playground[data-playground-file], .q-api-playground[data-playground-inline]';

/** Wires every playground slot in `doc`. */
export function mountPlaygrounds(doc: Document): void {
  const slots = [...doc.querySelectorAll<HTMLElement>(SLOTS)];
  if (!slots.length) return;
  const returning = finishAuthorization();
  for (const slot of slots) void mountSlot(slot, returning);
}

function settingsOf(slot: HTMLElement): PlaygroundSettings {
  const data = slot.dataset;
  let languages: string[] = [];
  try {
    languages = JSON.parse(data.playgroundLanguages ?? '[]') as string[];
  } catch {
    languages = [];
  }
  return {
    sendable: data.playgroundDisplay !== 'simple',
    proxy: data.playgroundProxy || undefined,
    credentials: data.playgroundCredentials === 'include',
    languages,
  };
}

async function loadSpec(slot: HTMLElement): Promise<RequestSpec> {
  if (slot.dataset.playgroundInline !== undefined) return manualRequestSpec(slot);
  const response = await fetch(slot.dataset.playgroundFile!);
  if (!response.ok) throw new Error(`the playground file answered ${response.status}`);
  return (await response.json()) as RequestSpec;
}

/** A link to `logoutUrl` that forgets the tab's token first, so coming back does not sign the reader in again. */
function signOutLink(href: string, text: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = 'q-playground__logout';
  link.href = href;
  link.textContent = text;
  link.addEventListener('click', () => forgetReader());
  return link;
}

async function mountSlot(slot: HTMLElement, returning: ReturnType<typeof finishAuthorization>): Promise<void> {
  const gate = await playgroundGate(slot);
  slot.dataset.playgroundState = gate.state;
  if (gate.state !== 'show') {
    slot.querySelector('.q-playground__open')?.remove();
    if (gate.state === 'login' && gate.loginUrl) {
      const link = document.createElement('a');
      link.className = 'q-playground__login';
      link.href = gate.loginUrl;
      link.textContent = 'Sign in to try this endpoint';
      slot.append(link);
      slot.hidden = false;
    }
    // A signed-in reader outside the page's groups may sign in as someone else.
    if (gate.state === 'forbidden' && gate.logoutUrl) {
      slot.append(signOutLink(gate.logoutUrl, 'Signed in without access to this endpoint: sign out'));
      slot.hidden = false;
    }
    return;
  }
  if (gate.logoutUrl) slot.append(signOutLink(gate.logoutUrl, 'Sign out'));
  const button = slot.querySelector<HTMLButtonElement>('.q-playground__open');
  if (!button) return;
  slot.hidden = false;
  let dialog: HTMLDialogElement | undefined;
  let spec: RequestSpec | undefined;
  let rows: Map<string, string> | undefined;
  const settings = settingsOf(slot);
  // An operation without a server has nowhere to send to (its path alone would go to the docs' own host): the
  // playground then shows the form and the request to copy, as a `simple` one does (docs-json.md §5.4).
  const settingsFor = (loaded: RequestSpec): PlaygroundSettings =>
    loaded.servers.length ? settings : { ...settings, sendable: false, noServer: true };

  const open = async (fromHash: boolean) => {
    let focus = fromHash ? focusOfHash(spec) : undefined;
    if (!dialog) {
      button.setAttribute('aria-busy', 'true');
      try {
        spec = await loadSpec(slot);
      } catch (error) {
        button.removeAttribute('aria-busy');
        button.title = `The playground could not load: ${String((error as Error).message ?? error)}`;
        button.disabled = true;
        return;
      }
      button.removeAttribute('aria-busy');
      if (fromHash) focus = focusOfHash(spec);
      rows = parameterRowIds(document);
      dialog = document.createElement('dialog');
      dialog.className = 'q-pg-dialog';
      dialog.setAttribute('aria-label', 'API playground');
      document.body.append(dialog);
      const close = () => dialog?.close();
      dialog.addEventListener('click', (event) => {
        if (event.target === dialog) close();
      });
      render(h(Playground, { spec, settings: settingsFor(spec), rows, focus, onClose: close }), dialog);
    } else if (focus && spec) {
      render(h(Playground, { spec, settings: settingsFor(spec), rows, focus, onClose: () => dialog?.close() }), dialog);
    }
    if (!dialog.open) dialog.showModal();
  };

  button.addEventListener('click', () => void open(true));
  window.addEventListener('hashchange', () => {
    if (dialog?.open && focusOfHash(spec)) void open(true);
  });

  const back = await returning;
  if (back?.token) {
    saveCredential(back.scheme, { kind: 'bearer', token: back.token }, false);
    void open(false);
  } else if (back?.error) {
    button.title = `Authorization failed: ${back.error}`;
  }
}

/**
 * The parameter (`in:name`) of the playground whose row on the page the address names, if any: read from the row
 * as rendered (parameter-rows.ts), as the row's id is not always the parameter's name.
 */
function focusOfHash(spec: RequestSpec | undefined): string | undefined {
  const parameter = spec ? parameterOfHash(document, location.hash) : undefined;
  return parameter && spec?.parameters.some((param) => `${param.in}:${param.name}` === parameter)
    ? parameter
    : undefined;
}
