import { keyAlgorithm, readPublicKey } from '../config/schema/auth.js';
import type { DocsConfig, NavLanguageConfig } from '../config/schema/index.js';
import { contentHash } from '../util/hash.js';
import type { NavLink, SiteChrome } from './page-data.js';
import { linkHref, withBase } from '../util/base-path.js';
import { renderInlineMarkdown } from './inline-markdown.js';
import { isExternalHref } from '../util/is-external-href.js';

export interface SiteChromeInput {
  config: DocsConfig;
  base: string;
  /** Root-relative `.css` and `.js` files of the project. */
  styles: readonly string[];
  scripts: readonly string[];
  /** Current language code: its `banner`, `footer` and `navbar` overrides apply. */
  language?: string;
  /** URL (no base) of the site's utility stylesheet, when it has one. */
  utilityStyles?: string;
  /** `quire dev`: the playground sends through the dev server's proxy. */
  dev?: boolean;
}

/** docs.json `auth` as the page needs it: the public key as a JWK (validated when the config loaded). */
function siteAuth(config: DocsConfig, base: string): SiteChrome['auth'] {
  const auth = config.auth;
  if (!auth) return undefined;
  const read = readPublicKey(auth.publicKey);
  if ('problem' in read) return undefined;
  const algorithm = auth.algorithm ?? keyAlgorithm(read.key);
  if (!algorithm) return undefined;
  // A site path gets the base; the schema let through only http(s) URLs and paths.
  const href = (value: string) => (isExternalHref(value) ? value : withBase(`/${value.replace(/^\/+/, '')}`, base));
  return {
    loginUrl: href(auth.loginUrl),
    // Exported from the public key object: only the public members (`kty`, `n`/`e` or `crv`/`x`/`y`) leave.
    jwk: read.key.export({ format: 'jwk' }) as Record<string, unknown>,
    algorithm,
    ...(auth.cookie ? { cookie: auth.cookie } : {}),
    ...(auth.logoutUrl ? { logoutUrl: href(auth.logoutUrl) } : {}),
  };
}

/** Where `quire dev` serves the playground proxy (no base). */
export const PLAYGROUND_PROXY_PATH = '/_quire/proxy';

/**
 * How the playground sends: `api.playground.proxy` as a URL names an external proxy (any build); otherwise dev
 * sends through its own proxy unless the setting is `false`, and a built site sends straight from the browser.
 */
export function playgroundSettings(input: {
  config: DocsConfig;
  base: string;
  dev: boolean;
}): SiteChrome['playground'] {
  const setting = input.config.api?.playground;
  const out: NonNullable<SiteChrome['playground']> = {};
  if (typeof setting?.proxy === 'string') out.proxy = setting.proxy;
  else if (input.dev && setting?.proxy !== false) out.proxy = withBase(PLAYGROUND_PROXY_PATH, input.base);
  if (setting?.credentials === true) out.credentials = true;
  return Object.keys(out).length ? out : undefined;
}

/**
 * The site-wide part of page data (logo, colours, navbar, footer, banner...), identical on every page of one
 * language. Every href comes out final (base applied). Pure.
 */
export function buildSiteChrome(input: SiteChromeInput): SiteChrome {
  const { config, base } = input;
  const override = input.language ? languageOverrides(config.navigation, input.language) : undefined;
  const navbar = override?.navbar ?? config.navbar;
  const footer = override?.footer ?? config.footer;
  const banner = override?.banner ?? config.banner;
  const chrome: SiteChrome = {
    name: config.name,
    base,
    theme: config.theme,
    colors: { primary: config.colors.primary, ...pick(config.colors, ['light', 'dark']) },
    appearance: { default: config.appearance?.default ?? 'system', strict: config.appearance?.strict ?? false },
    navbar: { links: (navbar?.links ?? []).map((link) => navbarLink(link, base)) },
    footer: {
      socials: Object.entries(footer?.socials ?? {}).flatMap(([key, href]) =>
        typeof href === 'string' ? [{ key, href }] : [],
      ),
      links: (footer?.links ?? []).map((column) => ({
        ...(column.header ? { header: column.header } : {}),
        items: column.items.map((item) => ({ label: item.label, href: link(item.href, base) })),
      })),
    },
    eyebrows: config.styling?.eyebrows ?? 'section',
    drilldown: config.interaction?.drilldown ?? false,
    iconLibrary: config.icons?.library ?? 'fontawesome',
    userStyles: input.styles.map((file) => withBase(`/${file}`, base)),
    ...(input.utilityStyles ? { utilityStyles: withBase(input.utilityStyles, base) } : {}),
    userScripts: input.scripts.map((file) => withBase(`/${file}`, base)),
    assetsBase: withBase('/_quire/', base),
  };
  const playground = playgroundSettings({ config, base, dev: input.dev === true });
  if (playground) chrome.playground = playground;
  const auth = siteAuth(config, base);
  if (auth) chrome.auth = auth;
  if (config.logo) {
    chrome.logo =
      typeof config.logo === 'string'
        ? { light: asset(config.logo, base), dark: asset(config.logo, base), href: base }
        : {
            light: asset(config.logo.light, base),
            dark: asset(config.logo.dark, base),
            href: config.logo.href ? link(config.logo.href, base) : base,
          };
  }
  if (config.favicon) {
    const { light, dark } =
      typeof config.favicon === 'string' ? { light: config.favicon, dark: config.favicon } : config.favicon;
    chrome.favicon = { light: asset(light, base), dark: asset(dark, base) };
  }
  if (config.background) {
    const { image, color, decoration } = config.background;
    chrome.background = {
      ...(color ? { color } : {}),
      ...(image
        ? {
            image:
              typeof image === 'string'
                ? { light: asset(image, base), dark: asset(image, base) }
                : { light: asset(image.light, base), dark: asset(image.dark, base) },
          }
        : {}),
      ...(decoration ? { decoration } : {}),
    };
  }
  const fonts = siteFonts(config.fonts, base);
  if (fonts) chrome.fonts = fonts;
  const primary = navbar?.primary;
  if (primary) {
    const label = primary.label ?? (primary.type === 'github' ? 'GitHub' : primary.type === 'discord' ? 'Discord' : '');
    chrome.navbar.primary = { type: primary.type, label, href: link(primary.href, base) };
  }
  if (banner?.content) {
    chrome.banner = {
      html: renderInlineMarkdown(banner.content, base),
      id: contentHash(banner.content).slice(0, 10),
      dismissible: banner.dismissible ?? false,
      type: banner.type ?? 'info',
      ...(banner.color
        ? { color: typeof banner.color === 'string' ? { light: banner.color, dark: banner.color } : banner.color }
        : {}),
    };
  }
  if (config.search?.prompt) chrome.searchPrompt = config.search.prompt;
  return chrome;
}

/** A project path (`logo/light.svg`, `/logo/light.svg`) or URL as a final href. */
export function asset(value: string, base: string): string {
  if (isExternalHref(value) || value.startsWith('#')) return value;
  return withBase(`/${value.replace(/^\.?\/+/, '')}`, base);
}

/** A link of the navbar, footer or logo as a final href: a page link read as on the hosted platform, base applied. */
function link(value: string, base: string): string {
  if (isExternalHref(value) || value.startsWith('#')) return value;
  return withBase(linkHref(`/${value.replace(/^\.?\/+/, '')}`), base);
}

type NavbarLinkConfig = NonNullable<NonNullable<DocsConfig['navbar']>['links']>[number];

function navbarLink(navLink: NavbarLinkConfig, base: string): NavLink {
  const href = link(navLink.href, base);
  const brand = navLink.type === 'github' ? 'GitHub' : navLink.type === 'discord' ? 'Discord' : undefined;
  const out: NavLink = { label: navLink.label ?? brand ?? href, href };
  const icon = navLink.icon ?? (brand ? { name: navLink.type as string, style: 'brands' } : undefined);
  if (icon) out.icon = icon;
  if (isExternalHref(href)) out.external = true;
  return out;
}

function siteFonts(fonts: DocsConfig['fonts'], base: string): SiteChrome['fonts'] | undefined {
  if (!fonts) return undefined;
  const single = 'family' in fonts && typeof fonts.family === 'string' ? detail(fonts as FontLike, base) : undefined;
  const heading = 'heading' in fonts && fonts.heading ? detail(fonts.heading, base) : single;
  const body = 'body' in fonts && fonts.body ? detail(fonts.body, base) : single;
  if (!heading && !body) return undefined;
  return { ...(heading ? { heading } : {}), ...(body ? { body } : {}) };
}

interface FontLike {
  family: string;
  weight?: number | undefined;
  source?: string | undefined;
  format?: string | undefined;
}

/** One font; a self-hosted `source` in the project becomes a final href (base path applied), like the logo. */
function detail(font: FontLike, base: string): { family: string; weight?: number; source?: string; format?: string } {
  const out: { family: string; weight?: number; source?: string; format?: string } = {
    family: font.family,
    ...pick(font, ['weight', 'format']),
  };
  if (font.source) out.source = asset(font.source, base);
  return out;
}

/** Copies the keys whose values are defined (exactOptionalPropertyTypes-friendly). */
function pick<T extends object, K extends keyof T>(object: T, keys: K[]): { [P in K]?: NonNullable<T[P]> } {
  const out: { [P in K]?: NonNullable<T[P]> } = {};
  for (const key of keys)
    if (object[key] !== undefined && object[key] !== null) out[key] = object[key] as NonNullable<T[K]>;
  return out;
}

type LanguageOverrides = Pick<NavLanguageConfig, 'banner' | 'footer' | 'navbar'>;

/** The `banner`/`footer`/`navbar` overrides of a language, wherever its `languages` entry sits. */
function languageOverrides(navigation: unknown, code: string): LanguageOverrides | undefined {
  const stack: unknown[] = [navigation];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.language === code && ('banner' in record || 'footer' in record || 'navbar' in record)) {
        // The walk is untyped, but it walks the validated config: these keys passed LanguageSchema.
        return record as LanguageOverrides;
      }
      for (const [key, value] of Object.entries(record))
        if (key !== 'pages' && typeof value === 'object') stack.push(value);
    }
  }
  return undefined;
}
