/**
 * The sidebar: brings the active page into view inside the sidebar's own scroll area (never scrolling the
 * window), so on a long sidebar the reader sees where they are.
 *
 * A page of a large section holds only a window on the section's navigation (the path to the page, the rows
 * around it, the top-level groups); its `<nav data-src>` names the section's shared file. The file is fetched
 * (once per browser session: it is kept in sessionStorage) and swapped in place: the current page marked and
 * its groups opened, the active row left where it was on screen, keyboard focus kept on the same link.
 */
export function initSidebar(doc) {
  const scroller = doc.querySelector('#sidebar-content');
  const nav = doc.querySelector('.q-sidebar-nav[data-src]');
  revealActive(scroller);
  if (nav) void loadSectionNav(doc, nav, scroller);
  // `quire dev` swapped in new navigation: a large section's window is filled in again (the scroll stays put).
  doc.addEventListener('quire:content', () => {
    const fresh = doc.querySelector('.q-sidebar-nav[data-src]');
    if (fresh) void loadSectionNav(doc, fresh, doc.querySelector('#sidebar-content'));
  });
}

function revealActive(scroller) {
  const active = scroller?.querySelector('[aria-current="page"]');
  if (!scroller || !active) return;
  const box = scroller.getBoundingClientRect();
  const item = active.getBoundingClientRect();
  if (item.top >= box.top && item.bottom <= box.bottom) return;
  scroller.scrollTop += item.top - box.top - box.height / 3;
}

const STORE_PREFIX = 'quire-nav:';

async function loadSectionNav(doc, nav, scroller) {
  const src = nav.getAttribute('data-src');
  const html = readStored(doc, src) ?? (await fetchNav(doc, src));
  // Without the file (offline, an old deploy) the window stays: every page is still reachable from it.
  if (html === undefined || !nav.isConnected) return;
  const fresh = doc.createElement('template');
  fresh.innerHTML = html;
  const current = nav.getAttribute('data-current');
  const oldActive = nav.querySelector('[aria-current="page"]');
  const newActive = current ? markCurrent(fresh.content, current) : undefined;
  const before = oldActive?.getBoundingClientRect().top;
  const focused = nav.contains(doc.activeElement) ? doc.activeElement.getAttribute('href') : null;
  nav.replaceChildren(fresh.content);
  nav.removeAttribute('data-src');
  nav.setAttribute('data-complete', 'true');
  // Rows filled in above the active one push it down: scroll by as much, so nothing moves on screen.
  if (scroller && newActive && before !== undefined)
    scroller.scrollTop += newActive.getBoundingClientRect().top - before;
  if (focused) nav.querySelector(`a[href="${cssString(focused)}"]`)?.focus({ preventScroll: true });
}

function readStored(doc, src) {
  try {
    return doc.defaultView.sessionStorage.getItem(STORE_PREFIX + src) ?? undefined;
  } catch {
    return undefined;
  }
}

async function fetchNav(doc, src) {
  try {
    const response = await fetch(src);
    if (!response.ok) return undefined;
    const html = await response.text();
    try {
      doc.defaultView.sessionStorage.setItem(STORE_PREFIX + src, html);
    } catch {
      // Storage full or refused: the browser's HTTP cache still serves the file next time.
    }
    return html;
  } catch {
    return undefined;
  }
}

/** Marks the links to the current page in the shared rows as the page's own sidebar marks them. */
function markCurrent(root, href) {
  const links = [...root.querySelectorAll('a[href]')].filter((a) => a.getAttribute('href') === href);
  const row = links.find((a) => a.classList.contains('q-nav-link')) ?? links[0];
  if (!row) return undefined;
  for (const link of links) {
    link.classList.add('q-active');
    link.setAttribute('aria-current', 'page');
  }
  for (let node = row.parentElement; node && node !== root; node = node.parentElement) {
    if (node.matches('li.q-nav-item, .q-sidebar-group')) node.setAttribute('data-active', 'true');
    if (node.matches('details.q-group-details')) node.open = true;
  }
  return row;
}

function cssString(value) {
  return value.replace(/["\\]/g, '\\$&');
}
