/** Dismissing the banner hides it now and on later pages, until its content (and so its id) changes. */
export function initBanner(doc) {
  const banner = doc.getElementById('banner');
  const button = banner?.querySelector('[data-q-banner-dismiss]');
  if (!banner || !button) return;
  button.addEventListener('click', () => {
    try {
      localStorage.setItem('quire-banner-dismissed', banner.getAttribute('data-banner-id') ?? '');
    } catch {
      // Without storage the banner is hidden on this page only.
    }
    doc.documentElement.setAttribute('data-banner-dismissed', '');
  });
}
