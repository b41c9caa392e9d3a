/**
 * Brings the active page into view inside the sidebar's own scroll area (never scrolling the window), so on a
 * long sidebar the reader sees where they are.
 */
export function initSidebar(doc) {
  const scroller = doc.querySelector('#sidebar-content');
  const active = scroller?.querySelector('[aria-current="page"]');
  if (!scroller || !active) return;
  const box = scroller.getBoundingClientRect();
  const item = active.getBoundingClientRect();
  if (item.top >= box.top && item.bottom <= box.bottom) return;
  scroller.scrollTop += item.top - box.top - box.height / 3;
}
