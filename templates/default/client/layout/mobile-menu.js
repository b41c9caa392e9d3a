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
  const closeButton = sidebar.querySelector('.q-sidebar-close');
  doc.querySelector('.q-backdrop')?.addEventListener('click', close);
  closeButton?.addEventListener('click', close);
  // The open and close controls are links that act as buttons (without JavaScript they open the drawer by its
  // `#sidebar` target): Space presses them too, as it presses a button.
  for (const control of [...buttons, closeButton]) {
    control?.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      control.click();
    });
  }
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'Tab' && root.classList.contains(OPEN_CLASS)) keepFocusIn(sidebar, event);
  });
  // Leaving the mobile layout with the drawer open must not leave the page locked.
  matchMedia('(min-width: 1024px)').addEventListener('change', (event) => {
    if (event.matches) setOpen(false);
  });
}

/** While the drawer is open it is the page: Tab and Shift+Tab go round its own controls, never behind it. */
function keepFocusIn(drawer, event) {
  const controls = [...drawer.querySelectorAll('a[href], summary, button, input, select, [tabindex="0"]')].filter(
    (node) => node.getClientRects().length > 0 && !node.closest('[inert], details:not([open]) > :not(summary)'),
  );
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = drawer.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !drawer.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !drawer.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
