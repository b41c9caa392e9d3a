/** The dev server's problem list can be hidden; it comes back on the next reload if problems remain. */
export function initDevOverlay(doc) {
  const overlay = doc.getElementById('quire-dev-overlay');
  overlay?.querySelector('[data-q-dev-close]')?.addEventListener('click', () => {
    overlay.hidden = true;
  });
}
