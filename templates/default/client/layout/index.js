// The layout's client behaviour. Every part is progressive: the page works without it.
import { initBanner } from './banner.js';
import { initContextualMenu } from './contextual-menu.js';
import { initDevOverlay } from './dev-overlay.js';
import { initHeadingAnchors } from './heading-anchors.js';
import { initMenus } from './menus.js';
import { initMobileMenu } from './mobile-menu.js';
import { initSidePanel } from './side-panel.js';
import { initSidebar } from './sidebar.js';
import { initThemeToggle } from './theme-toggle.js';
import { initTocSpy } from './toc-spy.js';

// The search dialog's script (and through it the index) loads only when the reader opens search: this is all a
// page where search is never opened carries of it.
/** Opens the dialog, importing its script once (again after a failed import: the network may be back). */
function dialogOpener(doc) {
  let loading;
  return () => {
    loading ??= import('./search-dialog.js').catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading
      .then((module) => module.openSearchDialog(doc))
      .catch((error) => console.error('quire: search', error));
  };
}

function isShortcut(event) {
  return (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** The navbar's search entry and ⌘K / Ctrl+K open the search dialog. */
function initSearchEntry(doc) {
  const openDialog = dialogOpener(doc);
  for (const entry of doc.querySelectorAll('[data-q-search]')) {
    entry.addEventListener('click', (event) => {
      event.preventDefault();
      openDialog();
    });
  }
  doc.addEventListener('keydown', (event) => {
    if (!isShortcut(event)) return;
    event.preventDefault();
    openDialog();
  });
  // The entry shows the shortcut of the reader's platform.
  if (!/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)) {
    for (const mod of doc.querySelectorAll('.q-search-kbd .q-kbd-mod')) mod.textContent = 'Ctrl ';
  }
}

const parts = [
  initThemeToggle,
  initBanner,
  initMobileMenu,
  initMenus,
  initContextualMenu,
  initSidebar,
  initSidePanel,
  initTocSpy,
  initHeadingAnchors,
  initDevOverlay,
  initSearchEntry,
];
for (const init of parts) {
  try {
    init(document);
  } catch (error) {
    // One broken part must not take the others down.
    console.error('quire:', error);
  }
}
