import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { detachedStrings } from '../util/detached-strings.js';
import { mapLimit } from '../util/map-limit.js';
import { classCandidates } from './class-candidates.js';
import { fenceLanguages } from './fence-languages.js';
import { parseFrontmatter } from './frontmatter.js';
import { slugToTitle } from './page-path.js';
import type { ContentIndex, PageMeta } from './types.js';

/** How many files are read at once: enough to keep the disk busy without exhausting file handles. */
const READ_CONCURRENCY = 64;

/**
 * Reads the frontmatter of every page (and the class names its markup uses), so every sidebar can be drawn (and
 * the utility stylesheet generated) before any page renders.
 * YAML errors are not reported here: the page compiler reports them, with positions, when the page renders.
 */
export async function readPageMeta(index: ContentIndex): Promise<Map<string, PageMeta>> {
  const pages = [...index.pages.values()];
  const result = new Map<string, PageMeta>();
  await mapLimit(pages, READ_CONCURRENCY, async (page) => {
    const text = await readFile(path.join(index.root, page.file), 'utf8').catch(() => '');
    // The compiler's own parser, so sidebar and page agree on every edge case (duplicate keys, dates...).
    const meta = pageMetaFromFrontmatter(page.path, parseFrontmatter(text, page.file).data);
    // Copies: a match cut out of the page's text would keep the whole text in memory for the whole build.
    const classes = classCandidates(text);
    if (classes.length > 0) meta.classes = detachedStrings(classes);
    const fences = fenceLanguages(text);
    if (fences.length > 0) meta.fences = detachedStrings(fences);
    result.set(page.path, meta);
  });
  // Same order as the index, whatever order the reads finished in.
  return new Map(pages.map((p) => [p.path, result.get(p.path)!]));
}

/** The navigation summary of a page from its frontmatter (reference §4). Pure. */
export function pageMetaFromFrontmatter(pagePath: string, fm: Record<string, unknown>): PageMeta {
  const title = text(fm.title);
  const meta: PageMeta = title ? { title } : { title: slugToTitle(pagePath), untitled: true };
  const sidebarTitle = text(fm.sidebarTitle);
  if (sidebarTitle) meta.sidebarTitle = sidebarTitle;
  const description = text(fm.description);
  if (description) meta.description = description;
  const icon = iconOf(fm.icon, fm.iconType);
  if (icon) meta.icon = icon;
  const tag = text(fm.tag);
  if (tag) meta.tag = tag;
  if (flag(fm.hidden)) meta.hidden = true;
  else if (fm.hidden === false || fm.hidden === 'false') meta.unhidden = true;
  if (flag(fm.noindex)) meta.noindex = true;
  if (flag(fm.deprecated)) meta.deprecated = true;
  if (flag(fm.hideApiMarker)) meta.hideApiMarker = true;
  if (typeof fm.playground === 'string') meta.playground = fm.playground;
  const url = text(fm.url);
  if (url) meta.url = url;
  const method = methodOf(fm);
  if (method) meta.method = method;
  for (const key of ['openapi', 'openapi-schema', 'asyncapi', 'api'] as const) {
    const value = text(fm[key]);
    if (value) {
      meta.apiRef = { key, value };
      break;
    }
  }
  return meta;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function flag(value: unknown): boolean {
  return value === true || value === 'true';
}

function iconOf(icon: unknown, iconType: unknown): PageMeta['icon'] {
  if (typeof icon === 'string' && icon.trim()) {
    const style = text(iconType);
    return style ? { name: icon.trim(), style } : icon.trim();
  }
  if (icon && typeof icon === 'object' && typeof (icon as { name?: unknown }).name === 'string') {
    const { name, style, library } = icon as { name: string; style?: unknown; library?: unknown };
    const out: { name: string; style?: string; library?: string } = { name };
    if (typeof style === 'string') out.style = style;
    if (typeof library === 'string') out.library = library;
    return out;
  }
  return undefined;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'QUERY']);

/** `openapi: "spec.json GET /x"`, `api: "POST /x"`, `openapi: "webhook name"` → the sidebar method pill. */
function methodOf(fm: Record<string, unknown>): string | undefined {
  for (const key of ['openapi', 'api'] as const) {
    const value = fm[key];
    if (typeof value !== 'string') continue;
    const tokens = value.trim().split(/\s+/);
    for (const [index, token] of tokens.entries()) {
      const upper = token.toUpperCase();
      if (METHODS.has(upper)) return upper;
      if (upper === 'WEBHOOK') return 'WEBHOOK';
      // An OpenAPI 3.2 additional operation (`COPY /files/{id}`): the method as written, before its path.
      if (tokens[index + 1]?.startsWith('/') && /^[A-Za-z][A-Za-z0-9_-]*$/.test(token)) return token;
    }
  }
  return undefined;
}
