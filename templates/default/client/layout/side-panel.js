const DESKTOP = '(min-width: 1280px)';

/**
 * Request/response examples and <Panel> content are rendered inline (class `q-side-panel`) so the page reads
 * well anywhere; on wide screens they move into the right column, which then replaces the table of contents.
 */
export function initSidePanel(doc) {
  const panel = doc.querySelector('[data-q-panel]');
  const items = [...doc.querySelectorAll('.q-side-panel')].filter((item) => !panel?.contains(item));
  if (!panel || items.length === 0) return;
  // A marker where each item was, to put it back when the screen narrows.
  const markers = items.map((item) => {
    const marker = doc.createComment('q-side-panel');
    item.before(marker);
    return marker;
  });
  const media = matchMedia(DESKTOP);
  const place = () => {
    if (media.matches) {
      for (const item of items) panel.append(item);
    } else {
      for (const [index, item] of items.entries()) markers[index].after(item);
    }
    doc.documentElement.classList.toggle('q-has-panel', media.matches);
  };
  media.addEventListener('change', place);
  // Printed pages read top to bottom: examples go back beside the text they illustrate.
  addEventListener('beforeprint', () => {
    for (const [index, item] of items.entries()) markers[index].after(item);
    doc.documentElement.classList.remove('q-has-panel');
  });
  addEventListener('afterprint', place);
  place();
}
