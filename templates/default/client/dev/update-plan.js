// `quire dev` in-place updates: what of the open page can be swapped for the freshly rendered one, and when only a
// full reload will do. The decision (`planUpdate`) is pure and works on plain snapshots; `snapshotDocument` takes
// a snapshot of a document (the open page, or one parsed from the server's new HTML) with the DOM API.

/**
 * The parts of a page swapped in place when they differ, by id: the main column (content, pagination, footer),
 * the sidebar's scrolling part (navigation; its header keeps the mobile menu's listeners), the right column
 * (table of contents), and the dev server's problem list (present only while the page has problems).
 */
export const REGIONS = ['content-area', 'sidebar-content', 'table-of-contents-layout', 'quire-dev-overlay'];
const OVERLAY = 'quire-dev-overlay';

/** `<html>` attributes the client changes itself (colour scheme, open menus): not part of the layout. */
const CLIENT_ATTRIBUTES = new Set(['data-theme', 'class', 'style']);

/**
 * Content whose behaviour is set up once per page by scripts that cannot run again over new content (API
 * reference lazy parts, side panels moved into the right column, diagrams, the playground island): its pages reload.
 */
const RELOAD_CONTENT = '.q-api, .q-api-content, .q-api-playground, .q-side-panel, pre.mermaid';

/** The scripts that are the dev machinery itself: never part of a page's own assets. */
const DEV_SCRIPT = /\/@vite\/client$|\/dev\/update(-plan)?\.js$/;

/**
 * A plain snapshot of a document: what {@link planUpdate} compares.
 * @param {Document} doc
 */
export function snapshotDocument(doc) {
  const attributes = {};
  for (const attribute of doc.documentElement.attributes) {
    if (!CLIENT_ATTRIBUTES.has(attribute.name)) attributes[attribute.name] = attribute.value;
  }
  const assets = [];
  for (const element of doc.querySelectorAll(
    'link[rel~="stylesheet"][href], link[rel="prefetch"][href], script[src]',
  )) {
    const url = element.getAttribute('href') ?? element.getAttribute('src');
    if (!DEV_SCRIPT.test(url)) assets.push(`${element.localName} ${url}`);
  }
  const head = [];
  for (const element of doc.head.children) {
    if (element.matches('title, script, link[rel~="stylesheet"], link[rel="prefetch"]')) continue;
    head.push(element.outerHTML);
  }
  const regions = {};
  for (const id of REGIONS) regions[id] = doc.getElementById(id)?.outerHTML ?? null;
  // The page around the regions: anything else that changed (header, tabs, banner) is a different layout.
  const frame = doc.body.cloneNode(true);
  for (const id of REGIONS) {
    const region = frame.querySelector(`#${id}`);
    // The problem list comes and goes; the other regions stay in place with new content.
    if (id === OVERLAY) region?.remove();
    else region?.replaceChildren();
  }
  const content = doc.getElementById('content-area');
  return {
    attributes,
    assets,
    head,
    title: doc.title,
    regions,
    frame: frame.outerHTML,
    reloadContent: Boolean(content?.querySelector(RELOAD_CONTENT)),
  };
}

/**
 * @typedef {ReturnType<typeof snapshotDocument>} PageSnapshot
 * @typedef {{ reload: string } | { reload?: undefined, regions: string[], title: string | undefined, head: boolean }} UpdatePlan
 */

/**
 * Compares the open page (`before`, as the server rendered it) with its new rendering (`after`): either the list
 * of regions to swap (with the title and head when they changed), or the reason a full reload is needed.
 * @param {PageSnapshot} before
 * @param {PageSnapshot} after
 * @returns {UpdatePlan}
 */
export function planUpdate(before, after) {
  const attribute = changedKey(before.attributes, after.attributes);
  if (attribute !== undefined) return { reload: `the page layout changed (<html ${attribute}>)` };
  if (before.assets.join('\n') !== after.assets.join('\n')) return { reload: 'the page loads other styles or scripts' };
  if (before.frame !== after.frame) return { reload: 'the page around the content changed (header, tabs, banner)' };
  for (const id of REGIONS) {
    if (id === OVERLAY) continue;
    if ((before.regions[id] === null) !== (after.regions[id] === null))
      return { reload: `the page ${after.regions[id] === null ? 'lost' : 'gained'} #${id}` };
  }
  const regions = REGIONS.filter((id) => before.regions[id] !== after.regions[id]);
  if ((before.reloadContent || after.reloadContent) && regions.includes('content-area'))
    return { reload: 'the content has parts that are set up once per page (API reference, diagrams, panels)' };
  return {
    regions,
    title: before.title === after.title ? undefined : after.title,
    head: before.head.join('\n') !== after.head.join('\n'),
  };
}

/** The first key whose value differs between two flat records, or undefined. */
function changedKey(a, b) {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (a[key] !== b[key]) return key;
  }
  return undefined;
}
