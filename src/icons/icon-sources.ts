/**
 * Where icon SVGs live in the three icon packages, and how a name maps to a file. Everything is read lazily
 * and cached in the returned object (one per renderer), so a site pays only for the folders and tables it
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
  /** Finds `name` in `library` only (Font Awesome 4 names included), preferring the style `iconType` asks for. */
  find(library: IconLibrary, name: string, iconType?: string): IconFile | undefined;
  /** Reads an icon file once. */
  read(path: string): string;
  /** Every icon name of a library (all styles), for suggestions when a name is unknown. */
  names(library: IconLibrary): string[];
}

const FA_STYLES = ['solid', 'regular', 'brands'] as const;

/** Font Awesome Pro styles fall back to the free style that looks closest. */
function faStyleOrder(iconType: string | undefined): string[] {
  const wanted = iconType?.toLowerCase();
  if (
    wanted === 'regular' ||
    wanted === 'light' ||
    wanted === 'thin' ||
    wanted === 'sharp-regular' ||
    wanted === 'sharp-light' ||
    wanted === 'sharp-thin'
  ) {
    return ['regular', 'solid', 'brands'];
  }
  if (wanted === 'brands') return ['brands', 'solid', 'regular'];
  return [...FA_STYLES];
}

function tablerStyleOrder(iconType: string | undefined): string[] {
  const wanted = iconType?.toLowerCase();
  return wanted === 'filled' || wanted === 'solid' ? ['filled', 'outline'] : ['outline', 'filled'];
}

/** An old Font Awesome name and what it became. */
export interface FontAwesomeShim {
  name: string;
  /** `regular`/`brands` when the old name lived in another style (`far`, `fab`). */
  style?: string;
}

const SHIM_PREFIX_STYLE: Record<string, string> = { far: 'regular', fab: 'brands', fas: 'solid' };

/**
 * Font Awesome 4 names (`bar-chart-o`, `check-circle-o`...) from `metadata/shims.yml`. Later renames already
 * ship as SVG files of their own, so this small table is the only alias data the package lacks as files. A line
 * scan is enough for its fixed layout and avoids a YAML dependency.
 */
export function parseFontAwesomeShims(yaml: string): Map<string, FontAwesomeShim> {
  const shims = new Map<string, FontAwesomeShim>();
  let current: { old: string; name?: string; style?: string } | undefined;
  const flush = () => {
    if (!current) return;
    const shim: FontAwesomeShim = { name: current.name ?? current.old };
    if (current.style) shim.style = current.style;
    shims.set(current.old, shim);
  };
  for (const line of yaml.split('\n')) {
    const top = /^'?([a-z0-9-]+)'?:\s*$/.exec(line);
    const field = /^ {2}(name|prefix):\s*'?([a-z0-9-]+)'?\s*$/.exec(line);
    if (top) {
      flush();
      current = { old: top[1]! };
    } else if (field && current) {
      if (field[1] === 'name') current.name = field[2]!;
      else if (SHIM_PREFIX_STYLE[field[2]!]) current.style = SHIM_PREFIX_STYLE[field[2]!]!;
    }
  }
  flush();
  return shims;
}

/** Creates the lazily-filled lookup tables for the three icon packages. */
export function createIconSources(): IconSources {
  const require = createRequire(import.meta.url);
  const dirs = new Map<string, string>();
  const listings = new Map<string, Set<string>>();
  let shims: Map<string, FontAwesomeShim> | undefined;
  const contents = new Map<string, string>();

  function packageDir(library: IconLibrary): string {
    let dir = dirs.get(library);
    if (dir === undefined) {
      if (library === 'fontawesome')
        dir = join(dirname(require.resolve('@fortawesome/fontawesome-free/package.json')), 'svgs');
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
        set = new Set(
          readdirSync(folder)
            .filter((f) => f.endsWith('.svg'))
            .map((f) => f.slice(0, -4)),
        );
      } catch {
        set = new Set();
      }
      listings.set(folder, set);
    }
    return set;
  }

  function fontAwesomeShims(): Map<string, FontAwesomeShim> {
    if (!shims) {
      try {
        shims = parseFontAwesomeShims(
          readFileSync(join(packageDir('fontawesome'), '..', 'metadata', 'shims.yml'), 'utf8'),
        );
      } catch {
        shims = new Map();
      }
    }
    return shims;
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
      const found = findExact(library, name, iconType);
      if (found || library !== 'fontawesome') return found;
      const shim = fontAwesomeShims().get(name);
      return shim ? findExact(library, shim.name, shim.style ?? iconType) : undefined;
    },
    names(library) {
      const root = packageDir(library);
      if (library === 'lucide') return [...names(root)];
      const styles = library === 'fontawesome' ? FA_STYLES : ['outline', 'filled'];
      return [...new Set(styles.flatMap((style) => [...names(join(root, style))]))];
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
