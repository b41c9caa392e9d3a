import { renderToString } from 'preact-render-to-string';
import type {
  NavLink,
  SidebarGap,
  SidebarGroup,
  SidebarItem,
  SidebarPage,
  Switcher,
} from '../../../src/render/page-data.js';
import type { LayoutContext } from './context.js';
import { Logo } from './navbar.js';
import { ExternalMark, Icon, LinkMenu, Tag, colorStyle, externalAttrs } from './shared.js';
import { UiIcon } from './ui-icons.js';

export interface MethodPillProps {
  /** Any case; nothing renders when absent. */
  method: string | undefined;
}

/** The HTTP method pill of an API page (`GET`, `POST`...), coloured per method by CSS. */
export function MethodPill(props: MethodPillProps) {
  if (!props.method) return null;
  const method = props.method.toUpperCase();
  const short = method === 'DELETE' ? 'DEL' : method === 'OPTIONS' ? 'OPT' : method === 'WEBHOOK' ? 'HOOK' : method;
  return (
    <span class={`q-method method-nav-pill q-method-${method.toLowerCase()}`} data-method={method}>
      {short}
    </span>
  );
}

/** What the rows of the sidebar read: the same for a page's sidebar and a section's shared navigation file. */
export interface NavRowsContext {
  renderIcon: LayoutContext['helpers']['renderIcon'];
  /** docs.json `interaction.drilldown`. */
  drilldown: boolean;
  /** Href of the page shown; undefined in a shared file, where each page marks itself in the browser. */
  href: string | undefined;
  /** The site state's store of repeated markup (`RenderHelpers.memo`): rows of pages not shown. */
  memo?: Map<string, string> | undefined;
}

/** Rows kept in the memo at most; a larger site renders the rest as usual. */
const MEMO_ROWS = 20_000;

function PageItem(props: { ctx: NavRowsContext; page: SidebarPage }) {
  const { page, ctx } = props;
  // A row that is not the current page reads the same on every page that shows it: its link's markup is made
  // once per site state (a page's sidebar holds dozens of rows, each with an icon).
  if (!page.active && ctx.memo) {
    const key = `row\0${page.href}\0${page.label}\0${page.method ?? ''}\0${typeof page.icon === 'object' ? JSON.stringify(page.icon) : (page.icon ?? '')}\0${page.tag ?? ''}\0${page.deprecated ? 1 : 0}\0${page.external ? 1 : 0}`;
    let html = ctx.memo.get(key);
    if (html === undefined) {
      html = renderToString(<PageLink ctx={ctx} page={page} />);
      if (ctx.memo.size < MEMO_ROWS) ctx.memo.set(key, html);
    }
    return <li class="q-nav-item" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <li class="q-nav-item" data-active={page.active ? 'true' : undefined}>
      <PageLink ctx={ctx} page={page} />
    </li>
  );
}

function PageLink(props: { ctx: NavRowsContext; page: SidebarPage }) {
  const { page, ctx } = props;
  return (
    <a
      class={`q-nav-link${page.active ? ' q-active' : ''}${page.deprecated ? ' q-deprecated' : ''}`}
      href={page.href}
      aria-current={page.active ? 'page' : undefined}
      {...externalAttrs(page.external)}
    >
      <MethodPill method={page.method} />
      <Icon icon={page.icon} renderIcon={ctx.renderIcon} class="q-nav-icon" />
      <span class="q-nav-label">{page.label}</span>
      {page.deprecated ? <span class="q-tag q-tag-deprecated">Deprecated</span> : null}
      <Tag text={page.tag} />
      <ExternalMark external={page.external} />
    </a>
  );
}

/** Rows a windowed sidebar leaves out here; the section's shared file brings them. */
function GapItem(props: { gap: SidebarGap }) {
  return (
    <li class="q-nav-item q-nav-gap" aria-hidden="true" data-count={props.gap.count}>
      <span class="q-nav-gap-mark">⋯</span>
    </li>
  );
}

/** The first page reachable inside a group, used as the drill-down target of a group without a root. */
function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.kind === 'page') return item.href;
    if (item.kind === 'gap') continue;
    const inner = item.href ?? item.first ?? firstHref(item.items);
    if (inner) return inner;
  }
  return undefined;
}

function GroupLabel(props: { ctx: NavRowsContext; group: SidebarGroup; href: string | undefined }) {
  const { group, ctx } = props;
  const content = (
    <>
      <Icon icon={group.icon} renderIcon={ctx.renderIcon} class="q-nav-icon sidebar-group-icon" />
      <span class="q-nav-label">{group.label}</span>
      <Tag text={group.tag} />
    </>
  );
  if (!props.href) return <span class="q-group-label">{content}</span>;
  const current = group.active && props.href === ctx.href;
  return (
    <a
      class={`q-group-label q-group-link${current ? ' q-active' : ''}`}
      href={props.href}
      aria-current={current ? 'page' : undefined}
    >
      {content}
    </a>
  );
}

/**
 * Where a group's title leads: its root page; with drill-down on, or in a windowed sidebar that left the
 * group's rows out, a group without a root leads to its first page.
 */
function groupHref(ctx: NavRowsContext, group: SidebarGroup): string | undefined {
  if (group.href) return group.href;
  return ctx.drilldown || group.partial ? (group.first ?? firstHref(group.items)) : undefined;
}

function NestedGroup(props: { ctx: NavRowsContext; group: SidebarGroup }) {
  const { group, ctx } = props;
  const href = groupHref(ctx, group);
  const open = group.expanded || group.active === true;
  return (
    <li
      class="q-nav-item q-nav-group"
      data-active={group.active ? 'true' : undefined}
      data-partial={group.partial ? 'true' : undefined}
    >
      <details class="q-group-details" open={open}>
        <summary class="q-group-summary" data-drilldown={href && !group.href ? 'true' : undefined}>
          <GroupLabel ctx={ctx} group={group} href={href} />
          <UiIcon name="chevronRight" class="q-group-chevron" size={14} />
        </summary>
        <Items ctx={ctx} items={group.items} />
      </details>
    </li>
  );
}

function Items(props: { ctx: NavRowsContext; items: SidebarItem[] }) {
  return (
    <ul class="q-nav-list" role="list">
      {props.items.map((item, index) =>
        item.kind === 'page' ? (
          <PageItem key={`${index}:${item.href}`} ctx={props.ctx} page={item} />
        ) : item.kind === 'gap' ? (
          <GapItem key={`${index}:gap`} gap={item} />
        ) : (
          <NestedGroup key={`${index}:${item.label}`} ctx={props.ctx} group={item} />
        ),
      )}
    </ul>
  );
}

/** A top-level group: always open, its title a heading (or a link to its root page). */
function TopGroup(props: { ctx: NavRowsContext; group: SidebarGroup }) {
  const { group, ctx } = props;
  return (
    <div
      class="q-sidebar-group sidebar-group"
      data-active={group.active ? 'true' : undefined}
      data-partial={group.partial ? 'true' : undefined}
    >
      <div class="q-sidebar-group-header sidebar-group-header">
        <GroupLabel ctx={ctx} group={group} href={group.partial ? groupHref(ctx, group) : group.href} />
      </div>
      <Items ctx={ctx} items={group.items} />
    </div>
  );
}

/** Top-level sidebar items with consecutive loose rows (navigation without groups) gathered into one list. */
function topLevelRuns(items: SidebarItem[]): (SidebarGroup | { kind: 'rows'; rows: SidebarItem[] })[] {
  const runs: (SidebarGroup | { kind: 'rows'; rows: SidebarItem[] })[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (item.kind === 'group') runs.push(item);
    else if (last?.kind === 'rows') last.rows.push(item);
    else runs.push({ kind: 'rows', rows: [item] });
  }
  return runs;
}

/** The rows of a sidebar: its top-level groups and loose pages (the content of `.q-sidebar-nav`). */
export function SidebarRows(props: { ctx: NavRowsContext; items: SidebarItem[] }) {
  const { ctx } = props;
  return (
    <>
      {topLevelRuns(props.items).map((run, index) =>
        run.kind === 'group' ? (
          <TopGroup key={`${index}:${run.label}`} ctx={ctx} group={run} />
        ) : (
          <ul key={`${index}:rows`} class="q-nav-list q-nav-loose" role="list">
            {run.rows.map((row, at) =>
              row.kind === 'page' ? (
                <PageItem key={`${at}:${row.href}`} ctx={ctx} page={row} />
              ) : row.kind === 'gap' ? (
                <GapItem key={`${at}:gap`} gap={row} />
              ) : null,
            )}
          </ul>
        ),
      )}
    </>
  );
}

/** Anchors: persistent links at the top of the sidebar, each with an optional coloured icon. */
function Anchors(props: { ctx: LayoutContext; anchors: NavLink[]; class?: string; label: string }) {
  if (props.anchors.length === 0) return null;
  return (
    <nav class={`q-anchors nav-anchors${props.class ? ` ${props.class}` : ''}`} aria-label={props.label}>
      <ul class="q-anchors-list" role="list">
        {props.anchors.map((anchor) => (
          <li key={anchor.href}>
            <a
              class={`q-anchor nav-anchor${anchor.active ? ' q-active' : ''}`}
              href={anchor.href}
              aria-current={anchor.active ? 'true' : undefined}
              data-active={anchor.active ? 'true' : undefined}
              style={colorStyle(anchor.color)}
              {...externalAttrs(anchor.external)}
            >
              <span class="q-anchor-icon">
                <Icon icon={anchor.icon} renderIcon={props.ctx.helpers.renderIcon} size={14} />
              </span>
              <span class="q-anchor-label">{anchor.label}</span>
              <ExternalMark external={anchor.external} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A products/dropdowns selector: a menu showing the current item with its icon and description. */
function SectionSwitcher(props: {
  ctx: LayoutContext;
  switcher: Switcher | undefined;
  kind: 'products' | 'dropdowns';
}) {
  const { switcher, ctx } = props;
  if (!switcher || switcher.items.length === 0) return null;
  const current = switcher.items[switcher.current];
  const kindLabel = props.kind === 'products' ? 'Product' : 'Section';
  return (
    <LinkMenu
      class={`q-section-switcher q-${props.kind}-switcher nav-dropdown-${props.kind === 'products' ? 'products-selector' : 'trigger'}`}
      ariaLabel={`${kindLabel}: ${current?.label ?? 'choose'}`}
      label={
        <span class="q-switcher-current" style={colorStyle(current?.color)}>
          <span class="q-anchor-icon">
            <Icon icon={current?.icon} renderIcon={ctx.helpers.renderIcon} size={14} />
          </span>
          <span class="q-menu-trigger-label">{current?.label ?? kindLabel}</span>
        </span>
      }
      items={switcher.items}
      current={switcher.current}
      renderIcon={ctx.helpers.renderIcon}
    />
  );
}

export interface SidebarProps {
  ctx: LayoutContext;
  /** The page mode shows tabs: the sidebar lists them (split layouts), or repeats them for the mobile menu. */
  showTabs: boolean;
}

/**
 * The sidebar of the current section: switchers, anchors (and tabs in the split layout), the groups, and on
 * small screens the navbar links (the sidebar doubles as the mobile menu).
 */
export function Sidebar(props: SidebarProps) {
  const { ctx } = props;
  const { nav, site } = ctx.data;
  const split = ctx.variant.family === 'split';
  const rows: NavRowsContext = {
    renderIcon: ctx.helpers.renderIcon,
    drilldown: site.drilldown,
    href: ctx.data.href,
    memo: ctx.helpers.memo,
  };
  // Tabs live in the sidebar for the split themes; elsewhere the sidebar repeats them for the mobile menu.
  const tabsInSidebar = split || ctx.variant.tabs === 'sidebar';
  const sidebarTabs: NavLink[] = props.showTabs
    ? nav.tabs.flatMap((tab) =>
        tab.menu && tab.menu.length > 0 ? tab.menu.map((m) => ({ ...m, icon: m.icon ?? tab.icon })) : [tab],
      )
    : [];
  return (
    <aside id="sidebar" class="q-sidebar" aria-label="Documentation">
      <div class="q-sidebar-top">
        <Logo site={site} class="q-sidebar-logo" />
        {/* biome-ignore lint/a11y/useSemanticElements: a link, so `#` closes the `:target` sidebar without JavaScript */}
        {/* biome-ignore lint/a11y/useValidAnchor: as above */}
        <a class="q-sidebar-close" href="#" role="button" aria-label="Close navigation">
          <UiIcon name="close" size={18} />
        </a>
      </div>
      <div id="sidebar-content" class="q-sidebar-content">
        <SectionSwitcher ctx={ctx} switcher={nav.products} kind="products" />
        <SectionSwitcher ctx={ctx} switcher={nav.dropdowns} kind="dropdowns" />
        <Anchors
          ctx={ctx}
          anchors={sidebarTabs}
          class={tabsInSidebar ? 'q-sidebar-tabs' : 'q-sidebar-tabs q-mobile-only'}
          label="Sections"
        />
        <Anchors ctx={ctx} anchors={nav.anchors} label="Anchors" />
        {/* A large section's page holds a window on its sidebar; the script swaps in the shared file. */}
        <nav
          class="q-sidebar-nav"
          aria-label="Pages"
          data-src={nav.sidebarFile}
          data-current={nav.sidebarFile ? ctx.data.href : undefined}
        >
          <SidebarRows ctx={rows} items={nav.sidebar} />
        </nav>
        {site.navbar.links.length > 0 ? (
          <ul class="q-nav-list q-mobile-only q-sidebar-extras" role="list">
            {site.navbar.links.map((link) => (
              <li key={link.href} class="q-nav-item">
                <a class="q-nav-link" href={link.href} {...externalAttrs(link.external)}>
                  <Icon icon={link.icon} renderIcon={ctx.helpers.renderIcon} class="q-nav-icon" />
                  <span class="q-nav-label">{link.label}</span>
                  <ExternalMark external={link.external} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </aside>
  );
}
