/**
 * The ids of the parts of the default layout that come before a page's content on every page: the navbar, the
 * sidebar, the content area and the page's header (stable hooks of the reference's custom-CSS section). A heading
 * or a field whose generated anchor would be one of them (`## Navbar`, a query parameter `content`) gets the
 * next free one instead (`navbar-2`, `content-1`): with two elements of one id, its link lands on the first, the
 * layout's, and so does the table of contents' entry. Parts that come after the content (the footer, the
 * pagination, the table of contents) or only on some sites (the banner, the version menu) are not here: a link
 * to a heading named like them lands on the heading, as it does on the hosted platform. A test keeps this list
 * equal to what the layout renders.
 */
export const LAYOUT_IDS: ReadonlySet<string> = new Set([
  'quire-site-style',
  'header-bar',
  'navbar',
  'search-bar-entry',
  'sidebar',
  'sidebar-content',
  'content-area',
  'content',
  'header',
  'page-title',
  'body-content',
]);

/**
 * The ids of the layout's other parts, which only some sites or pages have, or which come after the content (the
 * banner, the menus, the pagination, the table of contents, the footer). A heading may take one of them (see
 * {@link LAYOUT_IDS}); a link checker's hint never suggests them as a page's anchors.
 */
export const OTHER_LAYOUT_IDS: ReadonlySet<string> = new Set([
  'banner',
  'footer',
  'localization-select-trigger',
  'page-context-menu',
  'page-context-menu-button',
  'pagination',
  'panel',
  'q-toc-title',
  'table-of-contents',
  'table-of-contents-content',
  'table-of-contents-layout',
  'topbar-cta-button',
  'version-select',
]);
