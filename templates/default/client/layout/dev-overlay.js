/** The dev server's problem list can be hidden; it comes back on the next update if problems remain. */
export function initDevOverlay(doc) {
  bindClose(doc);
  // `quire dev` swaps the list in place when the problems change.
  doc.addEventListener('quire:content', () => bindClose(doc));
}

function bindClose(doc) {
  const overlay = doc.getElementById('quire-dev-overlay');
  const button = overlay?.querySelector('[data-q-dev-close]');
  if (!button || button.hasAttribute('data-q-bound')) return;
  button.setAttribute('data-q-bound', '');
  button.addEventListener('click', () => {
    overlay.hidden = true;
  });
}
