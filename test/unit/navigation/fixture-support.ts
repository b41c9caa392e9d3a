/**
 * Shared by the navigation fixture runners: loads a fixture site (docs.json through the real config loader,
 * pages from pages.txt, optional page meta from meta.json) and projects a resolved tree into readable JSON.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../src/config/load-config.js';
import { formatJsonPath } from '../../../src/config/json-path.js';
import { pagePathToUrl, slugToTitle } from '../../../src/content/page-path.js';
import type { PageMeta, PageSource } from '../../../src/content/types.js';
import { withCodeFrame, type Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { formatDiagnostic } from '../../../src/diagnostics/format.js';
import { resolveNavigation } from '../../../src/navigation/resolve-navigation.js';
import type { InheritedSettings, NavDivision, NavItem, NavigationTree } from '../../../src/navigation/types.js';

export interface LoadedFixture {
  tree?: NavigationTree;
  diagnostics: Diagnostic[];
  pages: Map<string, PageSource>;
  meta: (pagePath: string) => PageMeta | undefined;
  /** Diagnostics as the terminal prints them (with code frames), config loader's first. */
  printed: string[];
}

/** Page sources from pages.txt: one page path per line (`guides/setup`, `index`, `api/index.md`). */
export function readPages(dir: string): Map<string, PageSource> {
  const pages = new Map<string, PageSource>();
  const text = readFileSync(path.join(dir, 'pages.txt'), 'utf8');
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const ext = line.endsWith('.md') ? '.md' : '.mdx';
    const pagePath = line.replace(/\.mdx?$/, '');
    pages.set(pagePath, { path: pagePath, url: pagePathToUrl(pagePath), file: `${pagePath}${ext}`, ext });
  }
  return pages;
}

/** Loads docs.json with `loadConfig` and resolves its navigation against pages.txt. */
export async function loadFixture(dir: string): Promise<LoadedFixture> {
  const pages = readPages(dir);
  const metaFile = path.join(dir, 'meta.json');
  const written = existsSync(metaFile)
    ? (JSON.parse(readFileSync(metaFile, 'utf8')) as Record<string, Partial<PageMeta>>)
    : {};
  const meta = (pagePath: string): PageMeta | undefined =>
    pages.has(pagePath) || written[pagePath] ? { title: slugToTitle(pagePath), ...written[pagePath] } : undefined;
  const loaded = await loadConfig(dir);
  const printed = loaded.diagnostics.map((d) => formatDiagnostic(d));
  if (!loaded.config) return { diagnostics: loaded.diagnostics, pages, meta, printed };
  const { tree, diagnostics } = resolveNavigation({
    navigation: loaded.config.config.navigation,
    pages,
    locate: loaded.config.locate,
  });
  for (const d of diagnostics) {
    const source = d.file ? readFileSync(path.join(dir, d.file), 'utf8') : undefined;
    printed.push(formatDiagnostic(source === undefined ? d : withCodeFrame(d, source)));
  }
  return { tree, diagnostics, pages, meta, printed };
}

/** The tree as nested, readable JSON: divisions hold their children or items; entries are one-line strings. */
export function projectTree(tree: NavigationTree): unknown {
  return projectDivision(tree, tree.divisions[0]!, {});
}

function projectDivision(tree: NavigationTree, d: NavDivision, parent: InheritedSettings): Record<string, unknown> {
  const out: Record<string, unknown> = d.kind === 'root' ? { root: true } : { [d.kind]: d.label };
  if (d.displayName) out.displayName = d.displayName;
  if (d.isDefault && d.kind !== 'root') out.default = true;
  if (d.hidden) out.hidden = true;
  for (const key of ['icon', 'tag', 'description', 'color', 'align', 'href', 'overrides'] as const) {
    if (d[key] !== undefined) out[key] = d[key];
  }
  if (d.firstUrl !== undefined && d.href === undefined) out.firstUrl = d.firstUrl;
  Object.assign(out, projectSettings(d.inherited, parent));
  if (d.global.length)
    out.global = d.global.map((g) => `${g.kind} ${g.label} → ${g.href}${g.external ? ' (external)' : ''}`);
  if (d.children.length) out.children = d.children.map((id) => projectDivision(tree, tree.divisions[id]!, d.inherited));
  if (d.items.length) out.items = d.items.map((item) => projectItem(tree, item, d.inherited));
  return out;
}

function projectItem(tree: NavigationTree, item: NavItem, parent: InheritedSettings): unknown {
  if (item.type === 'entry') {
    const e = tree.entries[item.entry]!;
    const flags = [e.hidden && 'hidden', e.placeholder && 'placeholder', !e.inDefaultDivision && 'not-default'].filter(
      Boolean,
    );
    const settings = projectSettings(e.inherited, {});
    const api = Object.entries(settings).map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : String(v)}`);
    const what = e.endpoint
      ? `endpoint ${e.endpoint.raw} → ${e.url}${e.endpoint.spec ? ` spec=${e.endpoint.spec}` : ''}`
      : `page ${e.url} (${e.pagePath})`;
    return [what, ...api, ...flags.map((f) => `[${String(f)}]`)].join(' ');
  }
  const g = tree.groups[item.group]!;
  const out: Record<string, unknown> = { group: g.label };
  if (g.icon !== undefined) out.icon = g.icon;
  if (g.tag !== undefined) out.tag = g.tag;
  if (g.nested) out.expanded = g.expanded;
  if (g.hidden) out.hidden = true;
  if (g.rootEntry !== undefined) out.root = tree.entries[g.rootEntry]!.url;
  Object.assign(out, projectSettings(g.inherited, parent));
  out.items = g.items.map((child) => projectItem(tree, child, g.inherited));
  return out;
}

/** Inherited settings that differ from the parent's (so each node shows what it set or changed). */
function projectSettings(own: InheritedSettings, parent: InheritedSettings): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['openapi', 'asyncapi'] as const) {
    const spec = own[key];
    if (spec && spec !== parent[key]) {
      out[key] = spec.sources;
      if (spec.directory) out[`${key}Directory`] = spec.directory;
      out[`${key}From`] = formatJsonPath(spec.declaredAt);
    }
  }
  if (own.directory && own.directory !== parent.directory) out.directory = own.directory;
  return out;
}
