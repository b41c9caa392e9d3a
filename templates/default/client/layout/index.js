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
];
for (const init of parts) {
  try {
    init(document);
  } catch (error) {
    // One broken part must not take the others down.
    console.error('quire:', error);
  }
}
