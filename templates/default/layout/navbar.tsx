import type { NavLink, SiteChrome, Switcher } from '../../../src/render/page-data.js';
import { hasUrlScheme } from '../../../src/util/is-external-href.js';
import type { LayoutContext } from './context.js';
import { Icon, LinkMenu, Tag, externalAttrs } from './shared.js';
import { Tabs } from './tabs.js';
import { UiIcon } from './ui-icons.js';

export interface LogoProps {
  site: SiteChrome;
  class?: string;
}

/**
 * The site logo (both variants; CSS shows the one for the current mode), or the site name without a logo. A site
 * locked to one mode (`appearance.strict`) gets only that mode's logo: the other would be downloaded, never shown.
 */
export function Logo(props: LogoProps) {
  const { site } = props;
  const href = site.logo?.href ?? site.base;
  const only = site.appearance.strict && site.appearance.default !== 'system' ? site.appearance.default : undefined;
  return (
    <a class={`q-logo nav-logo${props.class ? ` ${props.class}` : ''}`} href={href} aria-label={`${site.name} home`}>
      {site.logo ? (
        only ? (
          <img class="q-logo-img" src={site.logo[only]} alt={site.name} />
        ) : (
          <>
            <img class="q-logo-img q-logo-light" src={site.logo.light} alt={site.name} />
            <img class="q-logo-img q-logo-dark" src={site.logo.dark} alt={site.name} />
          </>
        )
      ) : (
        <span class="q-logo-text">{site.name}</span>
      )}
    </a>
  );
}

function VersionSwitcher(props: { ctx: LayoutContext; switcher: Switcher | undefined }) {
  const { switcher } = props;
  if (!switcher || switcher.items.length < 2) return null;
  const current = switcher.items[switcher.current];
  return (
    <LinkMenu
      class="q-version-switcher"
      id="version-select"
      ariaLabel={`Version: ${current?.label ?? 'choose'}`}
      label={
        <>
          <span class="q-menu-trigger-label">{current?.label ?? 'Version'}</span>
          {current?.tag ? <Tag text={current.tag} class="q-version-tag" /> : null}
        </>
      }
      items={switcher.items}
      current={switcher.current}
      renderIcon={props.ctx.helpers.renderIcon}
    />
  );
}

export interface LanguageSwitcherProps {
  ctx: LayoutContext;
  /** `nav.languages`; nothing renders with fewer than two languages. */
  switcher: Switcher | undefined;
}

/** Language selector: shows the current locale code, lists display names. */
export function LanguageSwitcher(props: LanguageSwitcherProps) {
  const { switcher } = props;
  if (!switcher || switcher.items.length < 2) return null;
  const current = switcher.items[switcher.current];
  const items = switcher.items.map((item) => ({ ...item, description: undefined }));
  return (
    <LinkMenu
      class="q-language-switcher"
      id="localization-select-trigger"
      ariaLabel={`Language: ${current?.label ?? 'choose'}`}
      label={
        <>
          <UiIcon name="globe" size={15} />
          <span class="q-menu-trigger-label">{current?.label ?? 'Language'}</span>
        </>
      }
      items={items}
      current={switcher.current}
      renderIcon={props.ctx.helpers.renderIcon}
    />
  );
}

function NavbarLink(props: { ctx: LayoutContext; link: NavLink }) {
  const { link } = props;
  return (
    <a class="q-navbar-link navbar-link" href={link.href} {...externalAttrs(link.external)}>
      <Icon icon={link.icon} renderIcon={props.ctx.helpers.renderIcon} />
      <span>{link.label}</span>
    </a>
  );
}

function PrimaryButton(props: { ctx: LayoutContext }) {
  const primary = props.ctx.data.site.navbar.primary;
  if (!primary) return null;
  const brand = primary.type === 'github' || primary.type === 'discord' ? primary.type : undefined;
  // Unlike the navbar links (isExternalHref), a protocol-relative `//host` button has always stayed in the tab.
  const external = hasUrlScheme(primary.href);
  return (
    <a
      id="topbar-cta-button"
      class={`q-primary-button${brand ? ` q-primary-${brand}` : ''}`}
      href={primary.href}
      {...externalAttrs(external)}
    >
      {brand ? (
        <Icon
          icon={{ name: brand, style: 'brands', library: 'fontawesome' }}
          renderIcon={props.ctx.helpers.renderIcon}
        />
      ) : null}
      <span>{primary.label}</span>
      {brand ? null : <UiIcon name="chevronRight" class="q-primary-chevron" size={14} />}
    </a>
  );
}

/** The search entry; the search script (loaded separately) opens its dialog from this button. */
function SearchEntry(props: { site: SiteChrome }) {
  const prompt = props.site.searchPrompt ?? 'Search...';
  return (
    <button id="search-bar-entry" class="q-search-button" type="button" data-q-search="" aria-label={prompt}>
      <UiIcon name="search" size={16} />
      <span class="q-search-prompt">{prompt}</span>
      <kbd class="q-search-kbd">
        <span class="q-kbd-mod">⌘</span>K
      </kbd>
    </button>
  );
}

function ThemeToggle(props: { site: SiteChrome }) {
  if (props.site.appearance.strict) return null;
  return (
    <button class="q-theme-toggle" type="button" aria-label="Toggle dark mode" data-q-theme-toggle="">
      <UiIcon name="sun" class="q-icon-sun" size={18} />
      <UiIcon name="moon" class="q-icon-moon" size={18} />
    </button>
  );
}

export interface MenuButtonProps {
  /** False when the page has no sidebar to open: no button. */
  hasSidebar: boolean;
}

/** The mobile menu button: a link to the sidebar so it opens with CSS `:target` even without JavaScript. */
export function MenuButton(props: MenuButtonProps) {
  if (!props.hasSidebar) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link, so the sidebar opens through `:target` without JavaScript
    <a
      class="q-menu-button"
      href="#sidebar"
      role="button"
      aria-controls="sidebar"
      aria-expanded="false"
      aria-label="Open navigation"
    >
      <UiIcon name="menu" size={20} />
    </a>
  );
}

export interface NavbarProps {
  ctx: LayoutContext;
  /** The page has a sidebar (desktop or mobile menu): the menu button shows. */
  hasSidebar: boolean;
  /** The page mode shows tabs; the theme variant decides whether inline, in a bar below, or in the sidebar. */
  showTabs: boolean;
}

/**
 * The top navigation bar. In the split layout (palm, aspen) the logo also lives at the top of the sidebar, so
 * here it only shows on small screens.
 */
export function Navbar(props: NavbarProps) {
  const { ctx } = props;
  const { site, nav } = ctx.data;
  const inlineTabs = props.showTabs && ctx.variant.tabs === 'inline' && nav.tabs.length > 0;
  const barTabs = props.showTabs && ctx.variant.tabs === 'bar' && nav.tabs.length > 0;
  return (
    <header id="header-bar" class="q-header">
      <div id="navbar" class="q-navbar">
        <div class="q-navbar-inner">
          <div class="q-navbar-start">
            <MenuButton hasSidebar={props.hasSidebar} />
            <Logo site={site} class="q-navbar-logo" />
            <VersionSwitcher ctx={ctx} switcher={nav.versions} />
          </div>
          {inlineTabs ? <Tabs ctx={ctx} class="q-navtabs-inline" /> : null}
          <div class="q-navbar-search">
            <SearchEntry site={site} />
          </div>
          <div class="q-navbar-end">
            <nav class="q-navbar-links" aria-label="Links">
              {site.navbar.links.map((link) => (
                <NavbarLink key={link.href} ctx={ctx} link={link} />
              ))}
            </nav>
            <LanguageSwitcher ctx={ctx} switcher={nav.languages} />
            <ThemeToggle site={site} />
            <PrimaryButton ctx={ctx} />
          </div>
        </div>
      </div>
      {barTabs ? <Tabs ctx={ctx} class="q-navtabs-bar" /> : null}
    </header>
  );
}
