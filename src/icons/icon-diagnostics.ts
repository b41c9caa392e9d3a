import type { LoadedConfig } from '../config/load-config.js';
import { formatJsonPath } from '../config/json-path.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { listConfigIcons } from './config-icons.js';
import { isImageIcon, type IconLibrary, type IconRenderer } from './icon-renderer.js';
import { isRemoteUrl } from '../util/is-external-href.js';

const LIBRARY_NAMES: Record<IconLibrary, string> = { fontawesome: 'Font Awesome', lucide: 'Lucide', tabler: 'Tabler' };
const LIBRARY_SITES: Record<IconLibrary, string> = {
  fontawesome: 'fontawesome.com/icons',
  lucide: 'lucide.dev/icons',
  tabler: 'tabler.io/icons',
};

/** An icon a page asks for, where it is written (the compiler's `PageIcon` records are such). */
export interface IconUse {
  /** The name, URL or path as written. */
  icon: string;
  /** Where it sits, for the message: `<Card icon>`, `frontmatter icon`. */
  source?: string;
  file: string;
  line?: number;
  column?: number;
}

/**
 * `unknown-icon` warnings for the icons a page asks for (component props, fence `icon=`, frontmatter) that
 * render as a blank placeholder: a name no icon library has, or a project file that does not exist.
 */
export function pageIconDiagnostics(icons: readonly IconUse[] | undefined, renderer: IconRenderer): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const use of icons ?? []) {
    const nearest = renderer.nearest(use.icon);
    if (!nearest && renderer.exists(use.icon)) continue;
    out.push({
      ...(nearest ? standIn(use.icon, nearest, use.source) : problem(use.icon, use.source, renderer)),
      file: use.file,
      ...(use.line ? { line: use.line } : {}),
      ...(use.column ? { column: use.column } : {}),
    });
  }
  return out;
}

/** The same check for every `icon` in docs.json (and its `$ref` files), located with a code frame. */
export function configIconDiagnostics(
  loaded: Pick<LoadedConfig, 'config' | 'locate' | 'withFrame'>,
  renderer: IconRenderer,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const standIns = new Map<string, string | undefined>();
  const nearest = (name: string, library: string | undefined) => {
    const key = `${library ?? ''}\0${name}`;
    if (!standIns.has(key)) standIns.set(key, renderer.nearest(name, libraryOf(library)));
    return standIns.get(key);
  };
  const broken = listConfigIcons(
    loaded.config,
    (icon) => nearest(icon.name, icon.library) !== undefined || !renderer.exists(icon.name, libraryOf(icon.library)),
  );
  for (const icon of broken) {
    const at = loaded.locate(icon.path);
    const shownAs = nearest(icon.name, icon.library);
    const diagnostic: Diagnostic = {
      ...(shownAs ? standIn(icon.name, shownAs, undefined) : problem(icon.name, undefined, renderer)),
      path: formatJsonPath(icon.path),
      ...(at ? { file: at.file, line: at.line, column: at.column } : { file: 'docs.json' }),
    };
    out.push(loaded.withFrame(diagnostic));
  }
  return out;
}

function libraryOf(name: string | undefined): IconLibrary | undefined {
  return name === 'fontawesome' || name === 'lucide' || name === 'tabler' ? name : undefined;
}

/**
 * A name no free library has, shown as the nearest icon that has a part of its name. Reported once per name
 * (`once`), in docs.json and pages alike: the other places are counted, not listed.
 */
function standIn(
  icon: string,
  shownAs: string,
  source: string | undefined,
): Pick<Diagnostic, 'severity' | 'rule' | 'message' | 'hint' | 'once'> {
  return {
    severity: 'warning',
    rule: 'icon-substituted',
    once: `icon-substituted\0${icon}`,
    message: `No free icon library has "${icon}"${source ? ` (${source})` : ''} (a Font Awesome Pro icon?): it is shown as "${shownAs}", the nearest free icon.`,
    hint: 'Name a free icon (fontawesome.com/icons?o=r&ic=free, lucide.dev/icons, tabler.io/icons) to choose it yourself.',
  };
}

function problem(
  icon: string,
  source: string | undefined,
  renderer: IconRenderer,
): Pick<Diagnostic, 'severity' | 'rule' | 'message' | 'hint'> {
  if (isImageIcon(icon) && !isRemoteUrl(icon)) {
    return {
      severity: 'warning',
      rule: 'unknown-icon',
      message: `Icon file not found: ${icon}${source ? ` (${source})` : ''}: the image cannot load.`,
      hint: 'Icon paths start at the folder holding docs.json, e.g. /images/icon.svg; or use an icon name.',
    };
  }
  const library = renderer.library;
  const others = (Object.keys(LIBRARY_NAMES) as IconLibrary[])
    .filter((l) => l !== library)
    .map((l) => LIBRARY_NAMES[l]);
  const suggestion = renderer.suggest(icon);
  return {
    severity: 'warning',
    rule: 'unknown-icon',
    message: `Unknown icon "${icon}"${source ? ` (${source})` : ''}: ${LIBRARY_NAMES[library]}, the site's icon library, has no icon of that name, nor do ${others.join(' or ')}. Readers see an empty space in its place (a dashed box in quire dev).`,
    hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Names come from ${LIBRARY_SITES[library]}; set icons.library in docs.json to use another library.`,
  };
}
