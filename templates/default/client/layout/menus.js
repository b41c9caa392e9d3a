/**
 * Switchers and tab menus are native <details>: they open without JavaScript. This closes them the way menus
 * are expected to close: on a click outside, on Escape, and when another one opens.
 */
export function initMenus(doc) {
  const menus = () => [...doc.querySelectorAll('details.q-menu[open]')];
  doc.addEventListener('click', (event) => {
    for (const menu of menus()) if (!menu.contains(event.target)) menu.open = false;
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
  for (const menu of doc.querySelectorAll('details.q-menu')) {
    menu.addEventListener('toggle', () => {
      if (!menu.open) return;
      for (const other of menus()) if (other !== menu) other.open = false;
    });
  }
}
