const HEADINGS = '[data-q-prose] :is(h2, h3, h4)[id]:not([data-no-anchor])';

/**
 * Every section heading gets a link to itself; clicking it updates the address and copies the section's URL,
 * which is how readers share a place in a page.
 */
export function initHeadingAnchors(doc) {
  addAnchors(doc);
  // New content swapped in by `quire dev` gets its anchors too.
  doc.addEventListener('quire:content', () => addAnchors(doc));
  doc.addEventListener('click', (event) => onClick(doc, event));
}

function addAnchors(doc) {
  for (const heading of doc.querySelectorAll(HEADINGS)) {
    const hash = `#${heading.id}`;
    if ([...heading.querySelectorAll('a')].some((a) => a.getAttribute('href') === hash)) continue;
    const title = heading.textContent?.trim() ?? '';
    // The heading keeps its own text as its name: the link inside would add "Copy link to …" to it.
    if (title && !heading.hasAttribute('aria-label') && !heading.hasAttribute('aria-labelledby'))
      heading.setAttribute('aria-label', title);
    const anchor = doc.createElement('a');
    anchor.className = 'q-heading-anchor';
    anchor.href = hash;
    anchor.setAttribute('aria-label', `Copy link to ${title || 'section'}`);
    anchor.textContent = '#';
    heading.append(anchor);
  }
}

function onClick(doc, event) {
  const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
  const heading = link?.closest(HEADINGS);
  if (!link || !heading || link.getAttribute('href') !== `#${heading.id}`) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  const view = doc.defaultView;
  view.history.replaceState(null, '', `#${heading.id}`);
  heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
  view.navigator.clipboard?.writeText(view.location.href).then(
    () => {
      heading.setAttribute('data-copied', '');
      view.setTimeout(() => heading.removeAttribute('data-copied'), 1500);
    },
    () => {},
  );
}
