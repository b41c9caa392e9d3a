// `quire dev` only: updates the open page in place when the site changes. The dev server sends `quire:update` over
// Vite's HMR socket after a page, snippet or docs.json changed; this fetches the page's new HTML (the same render
// as any request), swaps the parts that differ, keeps the scroll positions and tells the theme's scripts to set
// up the new content (`quire:content` on the document). Anything it cannot apply in place reloads the page.
// Loaded before the theme's scripts, so its snapshot of the page is the HTML as the server sent it.
import { createHotContext } from '/@vite/client';
import { planUpdate, snapshotDocument } from './update-plan.js';

const hot = createHotContext('/@quire/dev-update');
let current = snapshotDocument(document);
let queue = Promise.resolve();

hot.on('quire:update', () => {
  // One update at a time, in order: a burst of saves ends with the page of the last one.
  queue = queue.then(update).catch((error) => {
    console.error('[quire] in-place update failed, reloading:', error);
    location.reload();
  });
});

async function update() {
  const response = await fetch(location.pathname + location.search, {
    cache: 'no-store',
    headers: { accept: 'text/html' },
  });
  if (response.redirected || !(response.headers.get('content-type') ?? '').includes('text/html')) {
    location.reload();
    return;
  }
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const after = snapshotDocument(next);
  const plan = planUpdate(current, after);
  if (plan.reload) {
    console.info(`[quire] reloading: ${plan.reload}`);
    location.reload();
    return;
  }
  apply(next, plan);
  current = after;
}

function apply(next, plan) {
  const { scrollX, scrollY } = window;
  const sidebar = document.getElementById('sidebar-content');
  const sidebarTop = sidebar?.scrollTop ?? 0;
  const swapped = [];
  for (const id of plan.regions) {
    const fresh = next.getElementById(id);
    const live = document.getElementById(id);
    const node = fresh ? document.importNode(fresh, true) : null;
    if (live && node) live.replaceWith(node);
    else if (live) live.remove();
    // Only the problem list comes and goes: it sits first in the body, after the skip link.
    else if (node) (document.querySelector('.q-skip-link') ?? document.body.firstChild)?.after(node);
    if (node) swapped.push(node);
  }
  if (plan.title !== undefined) document.title = plan.title;
  if (plan.head) syncHead(next);
  document.getElementById('sidebar-content')?.scrollTo(0, sidebarTop);
  window.scrollTo(scrollX, scrollY);
  document.dispatchEvent(new CustomEvent('quire:content', { detail: { roots: swapped } }));
  if (plan.regions.length > 0) console.debug(`[quire] updated in place: ${plan.regions.join(', ')}`);
}

/** Meta tags, icons, canonical links and inline styles (the page's utility classes): replaced as a set. */
function syncHead(next) {
  const keep = (element) => element.matches('title, script, link[rel~="stylesheet"], link[rel="prefetch"]');
  for (const element of [...document.head.children]) if (!keep(element)) element.remove();
  for (const element of next.head.children)
    if (!keep(element)) document.head.append(document.importNode(element, true));
}
