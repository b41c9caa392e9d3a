/** A long table of contents scrolls on its own: keep the highlighted entry visible in it. */
function keepInView(link) {
  const scroller = link.closest('.q-aside-inner');
  if (!scroller || scroller.scrollHeight <= scroller.clientHeight) return;
  const box = scroller.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.top < box.top + 40) scroller.scrollTop -= box.top + 40 - item.top;
  else if (item.bottom > box.bottom - 40) scroller.scrollTop += item.bottom - (box.bottom - 40);
}

/**
 * Highlights the table-of-contents entry of the section being read: the last heading above a line just under
 * the sticky header (or the last one once the page is scrolled to the bottom).
 */
export function initTocSpy(doc) {
  const view = doc.defaultView;
  const state = { frame: 0, current: null, entries: tocEntries(doc) };
  // `quire dev` swapped in new content or a new table of contents: follow the new headings.
  doc.addEventListener('quire:content', () => {
    state.entries = tocEntries(doc);
    state.current = null;
    if (state.entries.length > 0) update();
  });

  const update = () => {
    state.frame = 0;
    const { entries } = state;
    const header = doc.querySelector('.q-header');
    const line = (header ? header.getBoundingClientRect().bottom : 0) + 32;
    const atBottom = view.innerHeight + view.scrollY >= doc.documentElement.scrollHeight - 4;
    // A heading the reader cannot see (a closed tab or accordion) is never the one being read.
    const shown = entries.filter((entry) => entry.target.getClientRects().length > 0);
    if (shown.length === 0) return;
    let current = shown[0];
    for (const entry of shown) {
      if (entry.target.getBoundingClientRect().top <= line) current = entry;
    }
    if (atBottom) current = shown[shown.length - 1];
    if (current === state.current) return;
    state.current = current;
    for (const entry of entries) {
      const on = entry === current;
      entry.link.toggleAttribute('data-active', on);
      if (on) entry.link.setAttribute('aria-current', 'true');
      else entry.link.removeAttribute('aria-current');
    }
    keepInView(current.link);
  };
  view.addEventListener(
    'scroll',
    () => {
      if (!state.frame && state.entries.length > 0) state.frame = view.requestAnimationFrame(update);
    },
    { passive: true },
  );
  view.addEventListener(
    'resize',
    () => {
      if (state.entries.length > 0) update();
    },
    { passive: true },
  );
  if (state.entries.length > 0) update();
}

function tocEntries(doc) {
  return [...doc.querySelectorAll('.q-toc-link')]
    .map((link) => ({ link, target: doc.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((entry) => entry.target);
}
