const STORAGE_KEY = 'quire-theme';

function saved() {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** Sets the mode and tells listeners (mermaid diagrams, the playground) so they can redraw. */
function apply(doc, theme) {
  doc.documentElement.setAttribute('data-theme', theme);
  for (const button of doc.querySelectorAll('[data-q-theme-toggle]'))
    button.setAttribute('aria-pressed', String(theme === 'dark'));
  doc.dispatchEvent(new CustomEvent('quire:theme', { detail: { theme } }));
}

/** The light/dark toggle; with no saved choice, a site that follows the system keeps following it. */
export function initThemeToggle(doc) {
  const root = doc.documentElement;
  const buttons = doc.querySelectorAll('[data-q-theme-toggle]');
  for (const button of buttons) {
    button.setAttribute('aria-pressed', String(root.getAttribute('data-theme') === 'dark'));
    button.addEventListener('click', () => {
      const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      apply(doc, next);
    });
  }
  if (root.getAttribute('data-q-appearance') !== 'system') return;
  const media = matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', (event) => {
    if (root.hasAttribute('data-q-strict') || !saved()) apply(doc, event.matches ? 'dark' : 'light');
  });
}
