/**
 * Where icon SVGs live in the three icon packages, and how a name maps to a file. Everything is read lazily
 * and cached in the returned object (one per renderer), so a site pays only for the folders and alias tables it
 * actually needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

export const ICON_LIBRARIES: readonly IconLibrary[] = ['fontawesome', 'lucide', 'tabler'];

/** A name found in a library: the file to inline and the style it came from. */
export interface IconFile {
  library: IconLibrary;
  /** The library's own name for the icon (after aliases). */
  name: string;
  /** `solid`/`regular`/`brands` for Font Awesome, `outline`/`filled` for Tabler, `default` for Lucide. */
  style: string;
  path: string;
}

export interface IconSources {
  /** Finds `name` in `library` only (aliases included), preferring the style `iconType` asks for. */
  find(library: IconLibrary, name: string, iconType?: string): IconFile | undefined;
  /** Reads an icon file once. */
  read(path: string): string;
}

const FA_STYLES = ['solid', 'regular', 'brands'] as const;

/** Font Awesome Pro styles fall back to the free style that looks closest. */
function faStyleOrder(iconType: string | undefined): string[] {
  const wanted = iconType?.toLowerCase();
  if (wanted === 'regular' || wanted === 'light' || wanted === 'thin' || wanted === 'sharp-regular' || wanted === 'sharp-light' || wanted === 'sharp-thin') {
    return ['regular', 'solid', 'brands'];
  }
  if (wanted === 'brands') return ['brands', 'solid', 'regular'];
  return [...FA_STYLES];
}

function tablerStyleOrder(iconType: string | undefined): string[] {
  const wanted = iconType?.toLowerCase();
  return wanted === 'filled' || wanted === 'solid' ? ['filled', 'outline'] : ['outline', 'filled'];
}

/** `AlertCircle` → `alert-circle`, `BarChart2` → `bar-chart-2` (Lucide's export names → file names). */
function pascalToKebab(value: string): string {
  return value
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Za-z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * Font Awesome's `metadata/icons.yml` lists the old names of every icon (`home` → `house`). A line scan is
 * enough for its fixed layout and avoids a YAML dependency; the 5 MB JSON twin would take far longer to parse.
 */
export function parseFontAwesomeAliases(yaml: string): Map<string, string> {
  const aliases = new Map<string, string>();
  let icon = '';
  let inNames = false;
  for (const line of yaml.split('\n')) {
    const top = /^'?([a-z0-9-]+)'?:\s*$/.exec(line);
    if (top) {
      icon = top[1]!;
      inNames = false;
    } else if (line === '    names:') {
      inNames = true;
    } else if (inNames) {
      const item = /^ {6}- '?([^']+?)'?\s*$/.exec(line);
      if (item) aliases.set(item[1]!, icon);
      else inNames = false;
    }
  }
  return aliases;
}

/** Lucide's ESM index re-exports each icon under its old names: `export { default as Home, default as House } from './icons/house.mjs'`. */
export function parseLucideAliases(index: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const match of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    const file = match[2]!;
    for (const part of match[1]!.matchAll(/default as (\w+)/g)) {
      const alias = pascalToKebab(part[1]!);
      if (alias !== file) aliases.set(alias, file);
    }
  }
  return aliases;
}

/** Creates the lazily-filled lookup tables for the three icon packages. */
export function createIconSources(): IconSources {
  const require = createRequire(import.meta.url);
  const dirs = new Map<string, string>();
  const listings = new Map<string, Set<string>>();
  const aliasTables = new Map<IconLibrary, Map<string, string>>();
  const contents = new Map<string, string>();

  function packageDir(library: IconLibrary): string {
    let dir = dirs.get(library);
    if (dir === undefined) {
      if (library === 'fontawesome') dir = join(dirname(require.resolve('@fortawesome/fontawesome-free/package.json')), 'svgs');
      else if (library === 'lucide') dir = join(dirname(require.resolve('lucide-static/package.json')), 'icons');
      // @tabler/icons maps every subpath to `icons/*` and hides package.json, so resolve a known file.
      else dir = dirname(dirname(require.resolve('@tabler/icons/outline/home.svg')));
      dirs.set(library, dir);
    }
    return dir;
  }

  function names(folder: string): Set<string> {
    let set = listings.get(folder);
    if (!set) {
      try {
        set = new Set(readdirSync(folder).filter((f) => f.endsWith('.svg')).map((f) => f.slice(0, -4)));
      } catch {
        set = new Set();
      }
      listings.set(folder, set);
    }
    return set;
  }

  function aliases(library: IconLibrary): Map<string, string> {
    let table = aliasTables.get(library);
    if (!table) {
      try {
        if (library === 'fontawesome') {
          table = parseFontAwesomeAliases(readFileSync(join(packageDir(library), '..', 'metadata', 'icons.yml'), 'utf8'));
        } else if (library === 'lucide') {
          table = parseLucideAliases(readFileSync(join(packageDir(library), '..', 'dist', 'esm', 'lucide-static.mjs'), 'utf8'));
        } else {
          table = new Map();
        }
      } catch {
        table = new Map();
      }
      aliasTables.set(library, table);
    }
    return table;
  }

  function findExact(library: IconLibrary, name: string, iconType: string | undefined): IconFile | undefined {
    const root = packageDir(library);
    if (library === 'lucide') {
      return names(root).has(name) ? { library, name, style: 'default', path: join(root, `${name}.svg`) } : undefined;
    }
    const order = library === 'fontawesome' ? faStyleOrder(iconType) : tablerStyleOrder(iconType);
    for (const style of order) {
      const folder = join(root, style);
      if (names(folder).has(name)) return { library, name, style, path: join(folder, `${name}.svg`) };
    }
    return undefined;
  }

  return {
    find(library, name, iconType) {
      return findExact(library, name, iconType) ?? (() => {
        const target = aliases(library).get(name);
        return target ? findExact(library, target, iconType) : undefined;
      })();
    },
    read(path) {
      let text = contents.get(path);
      if (text === undefined) {
        text = readFileSync(path, 'utf8');
        contents.set(path, text);
      }
      return text;
    },
  };
}
