// Tabs, CodeGroup and Request/ResponseExample: switching, keyboard, deep links (#tab-id), and syncing every
// frame marked data-sync to the same title, remembered across pages in localStorage.

const STORAGE_KEY = 'quire:tabs';
const REMEMBERED = 12;

const allFrames = () => [...document.querySelectorAll('[data-tabs]')];
const partsOf = (frame) => {
  const bar = frame.querySelector(':scope > .q-tabs__bar');
  return {
    tabs: bar ? [...bar.querySelectorAll('[role="tab"]')] : [],
    select: bar?.querySelector('select'),
    panels: [...frame.querySelectorAll(':scope > .q-tabs__panel')],
  };
};

function show(frame, index) {
  const { tabs, select, panels } = partsOf(frame);
  if (index < 0 || index >= panels.length) return;
  panels.forEach((panel, i) => {
    panel.hidden = i !== index;
  });
  tabs.forEach((tab, i) => {
    tab.setAttribute('aria-selected', String(i === index));
    tab.tabIndex = i === index ? 0 : -1;
  });
  if (select) select.selectedIndex = index;
}

function readRemembered() {
  try {
    const list = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((t) => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function remember(title) {
  try {
    const list = [title, ...readRemembered().filter((t) => t !== title)].slice(0, REMEMBERED);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage can be disabled; syncing within the page still works.
  }
}

/** Shows `index` in `frame`; a synced frame brings every other synced frame with the same title along. */
function choose(frame, index) {
  show(frame, index);
  if (!frame.hasAttribute('data-sync')) return;
  const title = partsOf(frame).panels[index]?.dataset.title;
  if (!title) return;
  remember(title);
  for (const other of allFrames()) {
    if (other === frame || !other.hasAttribute('data-sync')) continue;
    const match = partsOf(other).panels.findIndex((p) => p.dataset.title === title);
    if (match >= 0) show(other, match);
  }
}

document.addEventListener('click', (event) => {
  const tab = event.target instanceof Element ? event.target.closest('.q-tabs__tab') : null;
  if (!tab) return;
  const frame = tab.closest('[data-tabs]');
  choose(frame, partsOf(frame).tabs.indexOf(tab));
});

document.addEventListener('change', (event) => {
  const select =
    event.target instanceof HTMLSelectElement && event.target.matches('[data-tabs-select]') ? event.target : null;
  if (select) choose(select.closest('[data-tabs]'), select.selectedIndex);
});

document.addEventListener('keydown', (event) => {
  const tab = event.target instanceof Element ? event.target.closest('.q-tabs__tab') : null;
  if (!tab) return;
  const frame = tab.closest('[data-tabs]');
  const { tabs } = partsOf(frame);
  const at = tabs.indexOf(tab);
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const index = (next + tabs.length) % tabs.length;
  choose(frame, index);
  tabs[index].focus();
});

// Remembered titles first (most recent wins), then the URL hash, which is more specific.
function showRemembered() {
  const remembered = readRemembered();
  for (const frame of allFrames()) {
    if (!frame.hasAttribute('data-sync')) continue;
    const panels = partsOf(frame).panels;
    for (const title of remembered) {
      const index = panels.findIndex((p) => p.dataset.title === title);
      if (index >= 0) {
        show(frame, index);
        break;
      }
    }
  }
}
showRemembered();
// `quire dev` swapped new content in: its synced tabs show the remembered choice too.
document.addEventListener('quire:content', showRemembered);

function showFromHash() {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id && document.getElementById(id);
  if (!target) return;
  // The target is a tab itself, or sits inside (possibly nested) hidden panels: reveal each level.
  const tab = target.matches('.q-tabs__tab') ? target : null;
  if (tab) {
    const frame = tab.closest('[data-tabs]');
    show(frame, partsOf(frame).tabs.indexOf(tab));
  }
  for (let panel = target.closest('.q-tabs__panel'); panel; panel = panel.parentElement?.closest('.q-tabs__panel')) {
    const frame = panel.parentElement;
    show(frame, partsOf(frame).panels.indexOf(panel));
  }
}
showFromHash();
addEventListener('hashchange', showFromHash);
