const OPEN_CLASS = 'q-menu-open';

/**
 * The mobile menu: the sidebar slides in as a drawer. Without JavaScript the button is a link to `#sidebar` and
 * CSS opens the drawer with `:target`; with it, a class on <html> does, and Escape, the backdrop and the close
 * button shut it.
 */
export function initMobileMenu(doc) {
  const root = doc.documentElement;
  const sidebar = doc.getElementById('sidebar');
  const buttons = [...doc.querySelectorAll('.q-menu-button')];
  if (!sidebar || buttons.length === 0) return;

  const setOpen = (open) => {
    root.classList.toggle(OPEN_CLASS, open);
    for (const button of buttons) button.setAttribute('aria-expanded', String(open));
    if (open) sidebar.querySelector('a[href], summary, button')?.focus({ preventScroll: true });
  };
  const close = (event) => {
    if (!root.classList.contains(OPEN_CLASS)) return;
    event?.preventDefault();
    setOpen(false);
    buttons[0].focus({ preventScroll: true });
  };

  for (const button of buttons) {
    button.addEventListener('click', (event) => {
      event.preventDefault();
      setOpen(!root.classList.contains(OPEN_CLASS));
    });
  }
  doc.querySelector('.q-backdrop')?.addEventListener('click', close);
  sidebar.querySelector('.q-sidebar-close')?.addEventListener('click', close);
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  // Leaving the mobile layout with the drawer open must not leave the page locked.
  matchMedia('(min-width: 1024px)').addEventListener('change', (event) => {
    if (event.matches) setOpen(false);
  });
}
