/**
 * `llms.txt` and `llms-full.txt` (reference §8.3): the site's pages for AI tools, in navigation order, each page
 * linked to its Markdown twin. Which pages: those the reference's hidden-page table lets into AI context
 * (§2.3): listed in a visible part of the navigation (or any page with `seo.indexing: "all"`), never `hidden`
 * or `noindex` ones; the default version and language only. Pure functions of the site state.
 */
import type { SiteView } from '../site/site-context.js';
import { slugToTitle } from '../content/page-path.js';
import { agentInstructions, markdownSiteUrl, markdownTwinUrl } from './markdown-twin.js';

/** One page of llms.txt. */
export interface LlmsEntry {
  url: string;
  title: string;
  description?: string;
  /** The heading it is listed under: its outermost group, else its tab (or other division). */
  section: string;
}

/** llms.txt's size limit on the hosted platform: descriptions are shortened, then entries dropped, to fit. */
const LLMS_TXT_MAX_CHARS = 100_000;
const SHORT_DESCRIPTION = 120;

/** The pages of llms.txt and llms-full.txt, in the order they are listed. Derived once per site state. */
export function llmsEntries(site: SiteView): readonly LlmsEntry[] {
  return site.derive('llms-entries', () => {
    const { state } = site;
    const tree = state.navigation;
    const out: LlmsEntry[] = [];
    const seen = new Set<string>();
    const excluded = (pagePath: string) => {
      const meta = state.pageMeta.get(pagePath);
      return meta?.hidden === true || meta?.noindex === true || meta?.url !== undefined;
    };
    for (const entry of tree.entries) {
      if (seen.has(entry.url) || !entry.inDefaultDivision || !state.routes.has(entry.url)) continue;
      if (!state.navigable.has(entry.url) || excluded(entry.pagePath)) continue;
      seen.add(entry.url);
      const group = entry.groups[0] === undefined ? undefined : tree.groups[entry.groups[0]];
      const division = tree.divisions[entry.division];
      const section = group?.label ?? division?.displayName ?? division?.label ?? '';
      out.push(describe(site, { url: entry.url, pagePath: entry.pagePath, section }));
    }
    if (state.config.seo?.indexing === 'all') {
      const extras: LlmsEntry[] = [];
      const otherDivision = otherDivisionUrls(site);
      for (const route of state.routes.values()) {
        const pagePath = route.kind === 'page' ? route.pagePath : route.url.replace(/^\/+/, '');
        if (seen.has(route.url) || excluded(pagePath) || otherDivision(route.url)) continue;
        seen.add(route.url);
        extras.push(describe(site, { url: route.url, pagePath, section: 'Other pages' }));
      }
      extras.sort((a, b) => a.title.localeCompare(b.title) || (a.url < b.url ? -1 : 1));
      out.push(...extras);
    }
    return out;
  });
}

/**
 * Whether a URL belongs to another version or language than the default one: listed in one of their
 * navigations, or under a first folder that only their pages use (`/fr/…`, `/v1/…`), for pages no navigation lists.
 */
function otherDivisionUrls(site: SiteView): (url: string) => boolean {
  const listed = new Set<string>();
  const defaultFolders = new Set<string>();
  const otherFolders = new Set<string>();
  const folder = (url: string) => url.split('/')[1] ?? '';
  for (const entry of site.state.navigation.entries) {
    if (entry.inDefaultDivision) defaultFolders.add(folder(entry.url));
    else {
      listed.add(entry.url);
      otherFolders.add(folder(entry.url));
    }
  }
  for (const name of defaultFolders) otherFolders.delete(name);
  return (url) => listed.has(url) || (url.indexOf('/', 1) > 0 && otherFolders.has(folder(url)));
}

/** Longest description llms.txt gives a page (reference §4: its first paragraph, at most 300 characters). */
const DESCRIPTION_MAX_CHARS = 300;

/** A description's first paragraph on one line, cut at a word before {@link DESCRIPTION_MAX_CHARS}. */
function firstParagraph(text: string): string {
  const paragraph = text
    .trim()
    .split(/\n[ \t]*\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  if (paragraph.length <= DESCRIPTION_MAX_CHARS) return paragraph;
  const cut = paragraph.slice(0, DESCRIPTION_MAX_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function describe(site: SiteView, where: { url: string; pagePath: string; section: string }): LlmsEntry {
  const { url, pagePath, section } = where;
  const meta = site.state.pageMeta.get(pagePath);
  const route = site.state.routes.get(url);
  const title = meta?.title ?? (route?.kind === 'endpoint' ? route.title : slugToTitle(pagePath || 'index'));
  const description = meta?.description ? firstParagraph(meta.description) : undefined;
  return { url, title, section: section || site.state.config.name, ...(description ? { description } : {}) };
}

/**
 * llms.txt: `# Site name`, `> description`, the agent instructions, then one `## Section` per navigation group
 * with `- [Title](<page>.md): description` lines, then the specs. At most 100,000 characters.
 */
export function renderLlmsTxt(site: SiteView): string {
  const entries = llmsEntries(site);
  const render = (items: readonly LlmsEntry[], shorten: boolean): string => {
    const blocks = [head(site)];
    let section: string | undefined;
    let lines: string[] = [];
    const flush = () => {
      if (section !== undefined && lines.length) blocks.push(`## ${section}\n\n${lines.join('\n')}`);
      lines = [];
    };
    for (const item of items) {
      if (item.section !== section) {
        flush();
        section = item.section;
      }
      const description = item.description
        ? `: ${oneLine(shorten ? shortened(item.description) : item.description)}`
        : '';
      lines.push(`- [${linkText(item.title)}](${markdownSiteUrl(site, markdownTwinUrl(item.url))})${description}`);
    }
    flush();
    blocks.push(...specSections(site), ...optionalSection(site));
    return `${blocks.join('\n\n')}\n`;
  };
  let text = render(entries, false);
  if (text.length <= LLMS_TXT_MAX_CHARS) return text;
  text = render(entries, true);
  for (let count = entries.length; text.length > LLMS_TXT_MAX_CHARS && count > 0; ) {
    count = Math.max(0, Math.floor(count * 0.9));
    text = render(entries.slice(0, count), true);
  }
  return text;
}

/** llms-full.txt: the same head, then every llms.txt page's Markdown (`pages` by URL), in the same order. */
export async function renderLlmsFull(site: SiteView, pages: ReadonlyMap<string, string>): Promise<string> {
  let text = '';
  for await (const chunk of llmsFullChunks(site, (url) => pages.get(url))) text += chunk;
  return text;
}

/**
 * `renderLlmsFull`'s text in chunks, one per page, each page's Markdown as `markdown(url)` gives it: a build
 * writes them as they come, from where it set them aside.
 */
export async function* llmsFullChunks(
  site: SiteView,
  markdown: (url: string) => string | undefined | Promise<string | undefined>,
): AsyncGenerator<string> {
  yield head(site);
  for (const entry of llmsEntries(site)) {
    const page = await markdown(entry.url);
    if (page) yield `\n\n---\n\n${page.trim()}`;
  }
  yield '\n';
}

function head(site: SiteView): string {
  const { config } = site.state;
  const parts = [`# ${oneLine(config.name)}`];
  if (config.description?.trim()) parts.push(`> ${oneLine(config.description)}`);
  const instructions = agentInstructions(site);
  if (instructions) parts.push(instructions);
  return parts.join('\n\n');
}

/** `## OpenAPI Specs` and `## AsyncAPI Specs`: links to the spec files the site names (copied with the site). */
function specSections(site: SiteView): string[] {
  const out: string[] = [];
  const list = (title: string, files: Iterable<string>) => {
    const lines = [...files].map((file) => `- [${linkText(file)}](${markdownSiteUrl(site, `/${file}`)})`);
    if (lines.length) out.push(`## ${title}\n\n${lines.join('\n')}`);
  };
  list('OpenAPI Specs', site.state.specs.openapi.keys());
  list('AsyncAPI Specs', site.state.specs.asyncapi.keys());
  return out;
}

/**
 * `## Optional`: the navigation's links that leave the site (a tab, anchor or global link to a blog, a forum, a
 * status page), visible ones only, each once, in navigation order.
 */
function optionalSection(site: SiteView): string[] {
  const links = new Map<string, string>();
  for (const division of site.state.navigation.divisions) {
    if (division.hidden) continue;
    if (division.external && division.href && division.label) links.set(division.href, division.label);
    for (const link of division.global)
      if (link.external && !link.hidden && !links.has(link.href)) links.set(link.href, link.label);
  }
  // A page of the navigation whose frontmatter `url` makes it a link elsewhere (reference §4).
  const { state } = site;
  for (const entry of state.navigation.entries) {
    const meta = state.pageMeta.get(entry.pagePath);
    if (!entry.inDefaultDivision || !meta?.url || meta.hidden === true || !/^https?:\/\//i.test(meta.url)) continue;
    if (!links.has(meta.url)) links.set(meta.url, meta.title ?? slugToTitle(entry.pagePath));
  }
  const lines = [...links].map(([href, label]) => `- [${linkText(label)}](${href})`);
  return lines.length ? [`## Optional\n\n${lines.join('\n')}`] : [];
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function shortened(text: string): string {
  const flat = oneLine(text);
  return flat.length <= SHORT_DESCRIPTION ? flat : `${flat.slice(0, SHORT_DESCRIPTION - 1).trimEnd()}…`;
}

/** Link text that its own brackets cannot end early. */
function linkText(text: string): string {
  return oneLine(text).replace(/([[\]\\])/g, '\\$1');
}
