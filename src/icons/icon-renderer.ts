/**
 * The icon renderer: turns an icon reference from docs.json, frontmatter or an MDX prop into inline markup.
 * Library icons are inlined as SVG (only the ones a page uses, read once per renderer); URLs and project files
 * become `<img>`. One renderer per build (or per worker): it caches everything it reads.
 */
import { existsSync } from 'node:fs';
import { closest, distance } from 'fastest-levenshtein';
import { join, normalize } from 'node:path';
import type { IconRef } from './icon-ref.js';
import { isRemoteUrl } from '../util/is-external-href.js';
import { reducedIconNames, resolveIconAlias } from './icon-aliases.js';
import { createIconSources, ICON_LIBRARIES, type IconFile, type IconLibrary } from './icon-sources.js';
import { imageIcon, inlineSvg, placeholderSvg, type IconMarkupOptions } from './svg-markup.js';
import { ensureBase } from '../util/base-path.js';

export type { IconLibrary, IconFile } from './icon-sources.js';

export interface IconRenderOptions extends IconMarkupOptions {
  /** Font Awesome style (`solid`, `regular`, `brands`, Pro styles fall back) or Tabler `filled`. */
  iconType?: string;
  /** Overrides the site library for this one icon. */
  library?: IconLibrary;
}

export interface IconRendererOptions {
  /** Site root on disk: project-file icons (`/images/logo.svg`) are checked against it. */
  root: string;
  /** docs.json `icons.library`; Font Awesome by default, as in Mintlify. */
  library?: IconLibrary;
  /** Base path the site is served under (`/` or `/docs/`), prefixed to root-relative image icons. */
  base?: string;
}

/** How a reference resolved: a library file, an image, inline markup, or nothing. */
export type ResolvedIcon =
  | {
      kind: 'library';
      file: IconFile;
      /** True when found outside the requested library or through a rename. */
      fallback: boolean;
      /** True when no icon has the name and this one has a part of it (`book-sparkles` shown as `book`). */
      nearest?: boolean;
    }
  | { kind: 'image'; src: string }
  | { kind: 'inline'; markup: string }
  | { kind: 'missing'; name: string };

export interface IconRenderer {
  /** Inline SVG (library icon), `<img>` (URL or project file), or a neutral placeholder for an unknown name. */
  render(icon: IconRef, opts?: IconRenderOptions): string;
  /** True when `name` is an icon that renders (a library name, alias or fallback; a URL; an existing project file). */
  exists(name: string, library?: IconLibrary): boolean;
  /**
   * The name of the icon shown for `name` when no library has that name and a shorter one stands in
   * (`book-sparkles` → `book`), else undefined.
   */
  nearest(name: string, library?: IconLibrary): string | undefined;
  /** The closest icon name of the site library to an unknown `name`, when one is close enough to be a typo. */
  suggest(name: string): string | undefined;
  /** The resolution `render` uses, for callers that need to know where an icon came from. */
  resolve(icon: IconRef, opts?: IconRenderOptions): ResolvedIcon;
  /** The site library this renderer was made for. */
  readonly library: IconLibrary;
}

/** Library icon markups kept per renderer (a site uses a few hundred icon and size pairs). */
const MARKUP_ENTRIES = 4096;

const IMAGE_EXTENSION = /\.(svg|png|jpe?g|gif|webp|avif|ico|bmp)(\?.*)?$/i;

/** URLs and file paths are images; anything else is a library name. */
export function isImageIcon(value: string): boolean {
  return (
    isRemoteUrl(value) ||
    value.startsWith('data:') ||
    value.startsWith('/') ||
    value.startsWith('./') ||
    value.startsWith('../') ||
    IMAGE_EXTENSION.test(value)
  );
}

/** Tolerates what people paste from Font Awesome's site: `fa-house`, `fa-solid fa-house`, `House`. */
function normalizeName(name: string): { name: string; iconType?: string } {
  const parts = name.trim().toLowerCase().split(/\s+/);
  let iconType: string | undefined;
  let icon = '';
  for (const part of parts) {
    const bare = part.replace(/^fa-/, '');
    if (['fa', 'fas', 'fa-solid'].includes(part)) iconType = 'solid';
    else if (['far', 'fa-regular'].includes(part)) iconType = 'regular';
    else if (['fab', 'fa-brands'].includes(part)) iconType = 'brands';
    else icon = bare;
  }
  return iconType ? { name: icon, iconType } : { name: icon };
}

/** Creates an icon renderer for one site. */
export function createIconRenderer(options: IconRendererOptions): IconRenderer {
  const library: IconLibrary = options.library ?? 'fontawesome';
  const base = options.base ?? '/';
  const sources = createIconSources();
  const resolved = new Map<string, ResolvedIcon>();
  const fileChecks = new Map<string, boolean>();
  const existence = new Map<string, boolean>();
  // Markup of library icons by file and options: every page draws its navigation's icons again.
  const markup = new Map<string, string>();

  function projectFileExists(path: string): boolean {
    let known = fileChecks.get(path);
    if (known === undefined) {
      const relative = normalize(path.replace(/[?#].*$/, '')).replace(/^([/\\]|\.[/\\])+/, '');
      known = !relative.startsWith('..') && existsSync(join(options.root, relative));
      fileChecks.set(path, known);
    }
    return known;
  }

  /** The requested library first, then the others: Mintlify sites on Lucide still use brand names like `github`. */
  function findAnywhere(first: IconLibrary, name: string, iconType: string | undefined): ResolvedIcon | undefined {
    const order = [first, ...ICON_LIBRARIES.filter((l) => l !== first)];
    for (const lib of order) {
      const file = sources.find(lib, name, iconType);
      if (file) return { kind: 'library', file, fallback: lib !== first || file.name !== name };
    }
    return undefined;
  }

  /**
   * The nearest icon under a shorter name (`reducedIconNames`), else the first of the site library's icons of the
   * same family (Font Awesome Pro's `chart-mixed` → a free `chart-…` icon), else missing.
   */
  function nearestIcon(lib: IconLibrary, name: string, iconType: string | undefined): ResolvedIcon {
    for (const candidate of reducedIconNames(name)) {
      const found = findAnywhere(lib, candidate, iconType);
      // A logo stands in for the name's own base (`github-alt` → `github`), never for a trailing word of it
      // (`not-an-icon-qq` is no QQ logo).
      if (found?.kind === 'library' && found.file.style === 'brands' && !name.startsWith(`${candidate}-`)) continue;
      if (found?.kind === 'library') return { ...found, fallback: true, nearest: true };
    }
    const family = name.includes('-') ? `${name.slice(0, name.indexOf('-'))}-` : undefined;
    const relative = family && family.length > 2 ? sameFamily(lib, family) : undefined;
    const found = relative ? findAnywhere(lib, relative, iconType) : undefined;
    if (found?.kind === 'library') return { ...found, fallback: true, nearest: true };
    return { kind: 'missing', name };
  }

  /** The first icon name of `lib`, in order, that starts with `family` (`chart-`). */
  function sameFamily(lib: IconLibrary, family: string): string | undefined {
    let first: string | undefined;
    for (const candidate of familyNames(lib))
      if (candidate.startsWith(family) && (!first || candidate < first)) first = candidate;
    return first;
  }

  let libraryNames: Map<IconLibrary, string[]> | undefined;
  function familyNames(lib: IconLibrary): string[] {
    libraryNames ??= new Map();
    let list = libraryNames.get(lib);
    if (!list) {
      list = sources.names(lib);
      libraryNames.set(lib, list);
    }
    return list;
  }

  function resolveName(rawName: string, lib: IconLibrary, rawType: string | undefined): ResolvedIcon {
    const { name, iconType = rawType } = normalizeName(rawName);
    const key = `${lib}\0${name}\0${iconType ?? ''}`;
    const cached = resolved.get(key);
    if (cached) return cached;
    let result = findAnywhere(lib, name, iconType);
    if (!result) {
      const alias = resolveIconAlias(name);
      const file = alias ? sources.find(alias.library, alias.name, alias.style ?? iconType) : undefined;
      const near = file ? undefined : nearestIcon(lib, name, iconType);
      result = file
        ? { kind: 'library', file, fallback: true }
        : near?.kind === 'library'
          ? near
          : { kind: 'missing', name: rawName };
    }
    resolved.set(key, result);
    return result;
  }

  function resolve(icon: IconRef, opts: IconRenderOptions = {}): ResolvedIcon {
    if (typeof icon !== 'string') {
      const lib = ICON_LIBRARIES.includes(icon.library as IconLibrary)
        ? (icon.library as IconLibrary)
        : (opts.library ?? library);
      return resolveName(icon.name, lib, icon.style ?? opts.iconType);
    }
    const value = icon.trim();
    if (value.startsWith('<svg')) return { kind: 'inline', markup: value };
    if (isImageIcon(value)) return { kind: 'image', src: ensureBase(value, base) };
    return resolveName(value, opts.library ?? library, opts.iconType);
  }

  return {
    library,
    resolve,
    render(icon, opts = {}) {
      const result = resolve(icon, opts);
      switch (result.kind) {
        case 'library': {
          const key = `${result.file.path}\0${opts.size ?? ''}\0${opts.color ?? ''}\0${opts.className ?? ''}`;
          let svg = markup.get(key);
          if (svg === undefined) {
            svg = inlineSvg(sources.read(result.file.path), result.file, opts);
            // Bounded: colours and classes come from pages, so their combinations are not.
            if (markup.size >= MARKUP_ENTRIES) markup.clear();
            markup.set(key, svg);
          }
          return svg;
        }
        case 'image':
          return imageIcon(result.src, opts);
        case 'inline':
          return result.markup;
        case 'missing':
          return placeholderSvg(result.name, opts);
      }
    },
    nearest(name, lib) {
      const value = name.trim();
      if (isImageIcon(value) || value.startsWith('<svg')) return undefined;
      const result = resolveName(value, lib ?? library, undefined);
      return result.kind === 'library' && result.nearest ? result.file.name : undefined;
    },
    suggest(name) {
      const wanted = normalizeName(name).name;
      if (!wanted) return undefined;
      const candidates = sources.names(library);
      if (candidates.length === 0) return undefined;
      const best = closest(wanted, candidates);
      return distance(wanted, best) <= Math.max(1, Math.floor(wanted.length / 4)) ? best : undefined;
    },
    exists(name, lib) {
      // Asked for every icon of docs.json on every page: answer repeats from a table.
      const key = `${lib ?? library}\0${name}`;
      let known = existence.get(key);
      if (known === undefined) {
        const value = name.trim();
        if (isRemoteUrl(value) || value.startsWith('data:') || value.startsWith('<svg')) known = true;
        else if (isImageIcon(value)) known = projectFileExists(value);
        else known = resolveName(value, lib ?? library, undefined).kind !== 'missing';
        existence.set(key, known);
      }
      return known;
    },
  };
}
