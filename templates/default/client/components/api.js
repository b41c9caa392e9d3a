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

function revealHash() {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target?.closest('.q-api')) return;
  // The browser could not scroll to a target that was hidden: scroll once it shows. core.js and tabs.js may have
  // opened some levels already (they run first), so any target in a disclosure or a tab panel is scrolled to.
  const nested = reveal(target) || !!target.parentElement?.closest('details, .q-tabs__panel');
  if (nested) requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
}

if (document.querySelector('.q-api')) {
  revealHash();
  addEventListener('hashchange', revealHash);

  // The anchor stays a link (the address and scroll change as usual); it also puts the full URL on the clipboard.
  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('.q-api-anchor') : null;
    if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    copyText(anchor.href).then((ok) => {
      if (ok) flash(anchor);
    });
  });
}
