// API reference pages (.q-api): deep links into collapsed fields, and field anchors that copy their URL.
// Variant tabs, the body's content-type tabs, the status tabs and the example selectors use the Tabs markup,
// so tabs.js switches them (click, keyboard, select). Without this file everything still reads: nested fields
// open natively, and the anchors are plain links.
import { copyText, flash } from './core.js';

/** Shows `panel` in its tab frame (the same state tabs.js keeps: hidden panels, selected tab, select index). */
function selectPanel(panel) {
  const frame = panel.parentElement;
  if (!frame?.hasAttribute('data-tabs')) return;
  const panels = [...frame.querySelectorAll(':scope > .q-tabs__panel')];
  const index = panels.indexOf(panel);
  panels.forEach((other, i) => {
    other.hidden = i !== index;
  });
  const bar = frame.querySelector(':scope > .q-tabs__bar');
  for (const [i, tab] of [...(bar?.querySelectorAll('[role="tab"]') ?? [])].entries()) {
    tab.setAttribute('aria-selected', String(i === index));
    tab.tabIndex = i === index ? 0 : -1;
  }
  const select = bar?.querySelector('select');
  if (select) select.selectedIndex = index;
}

/** Opens every closed `<details>` around `target` and selects every tab panel holding it; true when any changed. */
function reveal(target) {
  let changed = false;
  for (let node = target.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open) {
      node.open = true;
      changed = true;
    } else if (node.classList.contains('q-tabs__panel') && node.hidden) {
      selectPanel(node);
      changed = true;
    }
  }
  return changed;
}

/** The anchor prefix of a fragment's fields, replaced by the anchor of the field that loads it. */
const FRAGMENT_PREFIX = '__q_fragment__';

/**
 * Loads the fields a page left out into a `.q-api-lazy` disclosure (once): the shared fragment of the schema,
 * its anchors put under the opening field's. Resolves when the fields are in the page.
 */
function loadLazy(details) {
  if (details.dataset.lazyState) return details.lazyLoad ?? Promise.resolve();
  details.dataset.lazyState = 'loading';
  const prefix = details.dataset.lazyPrefix ?? '';
  details.lazyLoad = fetch(details.dataset.lazyHref)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
    .then((html) => {
      const body = details.querySelector(':scope > .q-api-children__body');
      // Fields at the top of a response have no parent anchor: `__q_fragment__.id` becomes `id`.
      const filled = prefix ? html.replaceAll(FRAGMENT_PREFIX, prefix) : html.replaceAll(`${FRAGMENT_PREFIX}.`, '');
      if (body) {
        body.innerHTML = filled;
        renameTakenIds(body);
      }
      details.dataset.lazyState = 'loaded';
    })
    .catch(() => {
      details.dataset.lazyState = 'failed';
    });
  return details.lazyLoad;
}

/**
 * Gives the elements of a loaded level whose ids the page already has (a level at the top of a body loads its
 * fields with bare names, beside fields of the same names; two loaded levels hold tab ids alike) the next free id,
 * as the build does for the page's own (`name-1`), and points the level's links and tabs at it.
 */
function renameTakenIds(body) {
  const renamed = new Map();
  for (const node of body.querySelectorAll('[id]')) {
    const id = node.id;
    if (document.getElementById(id) === node) continue;
    let n = 1;
    while (document.getElementById(`${id}-${n}`)) n++;
    node.id = `${id}-${n}`;
    renamed.set(id, node.id);
  }
  if (renamed.size === 0) return;
  for (const link of body.querySelectorAll('a[href^="#"]')) {
    // Written as the field's anchor is, unencoded (api/schema.tsx).
    const to = renamed.get(link.getAttribute('href').slice(1));
    if (to) link.setAttribute('href', `#${to}`);
  }
  for (const name of ['aria-controls', 'aria-labelledby']) {
    for (const node of body.querySelectorAll(`[${name}]`)) {
      const to = renamed.get(node.getAttribute(name));
      if (to) node.setAttribute(name, to);
    }
  }
}

/** For an anchor not in the page: opens the left-out level it lives in, loads it, and tries again (a few levels). */
async function loadTowards(id) {
  for (let step = 0; step < 8 && !document.getElementById(id); step++) {
    const holders = [...document.querySelectorAll('.q-api-lazy')].filter((node) => {
      const prefix = node.dataset.lazyPrefix;
      return node.dataset.lazyState !== 'failed' && (prefix === '' || id.startsWith(`${prefix}.`));
    });
    const holder = holders.sort((a, b) => b.dataset.lazyPrefix.length - a.dataset.lazyPrefix.length)[0];
    if (!holder) return;
    holder.open = true;
    await loadLazy(holder);
  }
}

/**
 * The field an anchor of the hosted platform's names (`#body-messages-content`, `#parameter-user-id`,
 * `#response-data-id`: a kind, then the field's path in lower case, camel case split, joined by `-`), as
 * src/render/api-field-alias.ts reads it for the link checker.
 */
function platformField(id) {
  const kind = /^(body|parameter|response)-./.exec(id)?.[1];
  if (!kind) return null;
  // A choice's branch is a step of the platform's path (`-one-of-0`); Quire's ids name a field of any branch.
  const written = id.replace(/-(?:one|any|all)-of-\d+(?=-|$)/g, '');
  const path = kind === 'response' ? written : written.slice(kind.length + 1);
  const words = (name) =>
    name
      .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
      .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2')
      .toLowerCase()
      .replace(/[{}]/g, '')
      .trim()
      .replace(/\s+/g, '-');
  for (const row of document.querySelectorAll('.q-api .q-api-field[id]'))
    if (row.id.split('.').map(words).join('-') === path) return row;
  return null;
}

async function revealHash() {
  const id = decodeURIComponent(location.hash.slice(1));
  if (id && !document.getElementById(id)) await loadTowards(id);
  const target = id ? (document.getElementById(id) ?? platformField(id)) : null;
  if (!target?.closest('.q-api')) return;
  // The browser could not scroll to a target that was hidden: scroll once it shows. core.js and tabs.js may have
  // opened some levels already (they run first), so any target in a disclosure or a tab panel is scrolled to.
  const nested = reveal(target) || !!target.parentElement?.closest('details, .q-tabs__panel');
  // A platform anchor names no element: the browser did not scroll at all.
  if (nested || target.id !== id) requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
}

if (document.querySelector('.q-api')) {
  revealHash();
  addEventListener('hashchange', revealHash);
  // A left-out level loads when the reader opens it (`toggle` does not bubble: listen in the capture phase).
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open && details.classList.contains('q-api-lazy'))
        loadLazy(details);
    },
    true,
  );

  // The anchor stays a link (the address and scroll change as usual); it also puts the full URL on the clipboard.
  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('.q-api-anchor') : null;
    if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    copyText(anchor.href).then((ok) => {
      if (ok) flash(anchor);
    });
  });
}
