/**
 * Wires the WebSocket console of a channel page: its "Open console" button shows the console in place under the
 * channel line (and hides it again); the console keeps its connection and log while hidden.
 */
import { h, render } from 'preact';
import { WebSocketConsole } from './websocket-console.js';

/** Wires every console slot in `doc`. */
export function mountWebSocketConsoles(doc: Document): void {
  for (const slot of doc.querySelectorAll<HTMLElement>(
    '.q-api-playground[data-playground="websocket"][data-console]',
  )) {
    const button = slot.querySelector<HTMLButtonElement>('.q-playground__open');
    let spec: Parameters<typeof WebSocketConsole>[0]['spec'];
    try {
      spec = JSON.parse(slot.dataset.console!) as typeof spec;
    } catch {
      continue;
    }
    if (!button) continue;
    slot.hidden = false;
    let panel: HTMLElement | undefined;
    button.addEventListener('click', () => {
      if (!panel) {
        panel = document.createElement('div');
        panel.className = 'q-ws-panel';
        slot.after(panel);
        render(h(WebSocketConsole, { spec }), panel);
      } else panel.hidden = !panel.hidden;
      button.setAttribute('aria-expanded', String(!panel.hidden));
    });
  }
}
