/**
 * How the dev server shows problems in the browser. One formatting for every place: the overlay the theme draws
 * over a page (from `PageData['dev'].errors`), the page shown while the site cannot load at all, and the notice
 * a page that cannot compile renders in place of its content.
 */
import type { Diagnostic } from './diagnostic.js';
import { formatLocation, sortDiagnostics } from './format.js';
import { escapeHtml } from '../util/escape-html.js';

/** One problem as the browser shows it: plain text, escaped by whatever renders it. */
export interface OverlayEntry {
  /** `file:line:column`, as much of it as is known; empty when nothing is. */
  location: string;
  /** The message, after the JSON path for config problems (`navigation.tabs[1]: …`), as in the terminal. */
  message: string;
  /** Source excerpt with a caret. */
  frame?: string;
  hint?: string;
}

/** One diagnostic as an overlay entry. */
export function overlayEntry(d: Diagnostic): OverlayEntry {
  return {
    location: formatLocation(d),
    message: d.path ? `${d.path}: ${d.message}` : d.message,
    ...(d.frame ? { frame: d.frame } : {}),
    ...(d.hint ? { hint: d.hint } : {}),
  };
}

/**
 * The errors among `diagnostics`, in the order the terminal prints them. Warnings stay in the terminal: the
 * overlay covers the page, which only an error should do.
 */
export function overlayEntries(diagnostics: readonly Diagnostic[]): OverlayEntry[] {
  return sortDiagnostics(diagnostics.filter((d) => d.severity === 'error')).map(overlayEntry);
}

/** `1 problem`, `3 problems`. */
export function countProblems(count: number): string {
  return count === 1 ? '1 problem' : `${count} problems`;
}

/**
 * The overlay as HTML, for a page that no theme renders (the dev server's page while the site cannot load):
 * the same elements and classes as the theme's overlay, with every text escaped, since messages quote what
 * users wrote.
 */
export function overlayHtml(entries: readonly OverlayEntry[], options: { title: string; intro?: string }): string {
  const items = entries.map((entry) => {
    const parts = [
      entry.location ? `<p class="q-dev-error-location">${escapeHtml(entry.location)}</p>` : '',
      `<p class="q-dev-error-message">${escapeHtml(entry.message)}</p>`,
      entry.frame ? `<pre class="q-dev-error-frame"><code>${escapeHtml(entry.frame)}</code></pre>` : '',
      entry.hint ? `<p class="q-dev-error-hint"><strong>Hint:</strong> ${escapeHtml(entry.hint)}</p>` : '',
    ];
    return `<li class="q-dev-error">${parts.join('')}</li>`;
  });
  return [
    '<section id="quire-dev-overlay" class="q-dev-overlay" role="alert" aria-labelledby="q-dev-overlay-title">',
    `<h1 id="q-dev-overlay-title">${escapeHtml(options.title)}</h1>`,
    ...(options.intro ? [`<p>${escapeHtml(options.intro)}</p>`] : []),
    '<ol class="q-dev-overlay-list">',
    ...items,
    '</ol>',
    '</section>',
  ].join('\n');
}
