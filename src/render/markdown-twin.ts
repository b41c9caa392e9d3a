/**
 * The Markdown twin of a page (`/guides/setup.md`, reference §8.3): the page's title, source URL, description
 * and content as Markdown, for AI tools and readers of text. `renderRoute` makes the page's part from the tree
 * the compile parsed (or, for API pages, from the page model); build and dev wrap it with `markdownTwin`.
 */
import { channelMarkdownBlocks } from '../asyncapi/channel-markdown.js';
import type { ChannelModel } from '../asyncapi/channel-model.js';
import { channelPart } from '../asyncapi/channel-part.js';
import { finishMarkdownUrls } from '../mdx/markdown/page-markdown.js';
import { apiPageMarkdown, fencedBlock } from '../openapi/page-markdown.js';
import type { ApiPageModel } from '../openapi/page-model.js';
import { partJson, schemaPart, type SpecPart, specPart } from '../openapi/spec-part.js';
import type { SiteView } from '../site/site-context.js';
import { boundOperation } from '../site/site-specs.js';
import type { ApiBinding } from '../openapi/api-binding.js';
import { withBase } from '../util/base-path.js';
import { absolutePageUrl } from './site-url.js';

/** Where a page's twin lives (no base): `/guides/setup` → `/guides/setup.md`, `/` → `/index.md`. */
export function markdownTwinUrl(url: string): string {
  return url === '/' ? '/index.md' : `${url.replace(/\/+$/, '')}.md`;
}

/** The page URL a twin URL names, or undefined when the path is not a twin (`/guides/setup.md` → `/guides/setup`). */
export function pageUrlOfTwin(pathname: string): string | undefined {
  if (!/\.md$/i.test(pathname)) return undefined;
  const url = pathname.slice(0, -3);
  return url === '/index' ? '/' : url || undefined;
}

/**
 * What stands in place of the leading `/` of the site's URLs in Markdown: the site's address when docs.json
 * gives it (`seo.metatags.canonical`), so that text read away from the site still links to it; else the base.
 */
export function markdownUrlPrefix(site: SiteView): string {
  const canonical = site.state.config.seo?.metatags?.canonical;
  return absolutePageUrl(canonical, '/', site.base) ?? site.base;
}

/** A site URL (no base) as Markdown names it: absolute when the address is known. */
export function markdownSiteUrl(site: SiteView, url: string): string {
  const canonical = site.state.config.seo?.metatags?.canonical;
  return absolutePageUrl(canonical, url, site.base) ?? withBase(url, site.base);
}

export interface PageMarkdownInput {
  url: string;
  title: string;
  description?: string;
  /** The compiled page's Markdown (`CompiledPage.markdown`), URLs still marked. */
  body?: string;
  /** The API reference the page documents. */
  api?: ApiPageModel | ChannelModel;
  /** The page's binding, for the spec fragment (`markdown.schema`). */
  binding?: ApiBinding;
}

/**
 * The page's part of its twin: `# Title`, `Source: <url>`, `> description`, the content, then the API reference
 * and (unless `markdown.schema` is false) the operation's part of the spec. Ends with one newline.
 */
export function pageMarkdownDocument(site: SiteView, input: PageMarkdownInput): string {
  const blocks = [`# ${oneLine(input.title)}\nSource: ${markdownSiteUrl(site, input.url)}`];
  if (input.description) blocks.push(quote(input.description));
  const body = input.body ? finishMarkdownUrls(input.body, markdownUrlPrefix(site)).trim() : '';
  if (body) blocks.push(body);
  if (input.api) {
    // The model's Markdown without its own title line.
    const api =
      input.api.kind === 'channel'
        ? channelMarkdownBlocks(input.api).join('\n\n')
        : apiPageMarkdown(input.api)
            .replace(/^# [^\n]*\n?/, '')
            .trim();
    if (api) blocks.push(api);
    const fragment = site.state.config.markdown?.schema === false ? undefined : specFragment(site, input);
    if (fragment) blocks.push(fragment.heading, fencedBlock(fragment.json, 'json'));
    if (fragment?.note) blocks.push(fragment.note);
  }
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The twin as served: the pointer to the site's index that every twin opens with (as on the hosted platform),
 * the page, and the `markdown.instructions` for agents.
 */
export function markdownTwin(site: SiteView, page: string): string {
  const index = markdownSiteUrl(site, '/llms.txt');
  const head = [
    '> ## Documentation Index',
    `> Fetch the complete documentation index at: ${index}`,
    '> Use this file to discover all available pages before exploring further.',
  ].join('\n');
  const instructions = agentInstructions(site);
  return `${head}\n\n${page.trimEnd()}\n${instructions ? `\n${instructions}\n` : ''}`;
}

/** `markdown.instructions` as a `> ## Agent Instructions` blockquote, or '' when there are none. */
export function agentInstructions(site: SiteView): string {
  const value = site.state.config.markdown?.instructions;
  const text = (Array.isArray(value) ? value.join('\n') : (value ?? '')).trim();
  if (!text) return '';
  return `> ## Agent Instructions\n>\n${quote(text)}`;
}

function quote(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * The part of the spec the page documents (an operation's, a schema's: `specPart`, `schemaPart`; a channel's:
 * `channelPart`), as JSON under its heading, and the sentence that names what it leaves out and where the whole
 * spec is. Undefined for a page bound to nothing in a loaded spec.
 */
function specFragment(
  site: SiteView,
  input: PageMarkdownInput,
): { heading: string; json: string; note?: string } | undefined {
  const { binding, api } = input;
  if (!binding) return undefined;
  let file: string;
  let part: SpecPart | undefined;
  if (binding.kind === 'channel') {
    const spec = site.state.specs.asyncapi.get(binding.spec);
    if (!spec || api?.kind !== 'channel') return undefined;
    file = spec.file;
    part = channelPart(spec, api);
  } else {
    const spec = site.state.specs.openapi.get(binding.spec);
    if (!spec) return undefined;
    file = spec.file;
    if (binding.kind === 'schema') part = schemaPart(spec.document, binding.name);
    else {
      const operation = boundOperation(site.state.specs, binding);
      part = operation ? specPart(spec.document, operation) : undefined;
    }
  }
  if (!part) return undefined;
  const heading = binding.kind === 'channel' ? '## AsyncAPI' : '## OpenAPI';
  const json = partJson(part.document);
  if (!part.leftOut.length) return { heading, json };
  // The spec is published at its path in the site (copySiteFiles), as llms.txt lists it.
  const url = markdownSiteUrl(site, `/${file}`);
  return { heading, json, note: leftOutNote(part.leftOut, url) };
}

/** How many names of left-out definitions the note lists before "and N more". */
const NOTE_NAMES = 5;

/** The sentence after a part that leaves definitions out. */
export function leftOutNote(leftOut: readonly string[], specUrl: string): string {
  const names = leftOut.slice(0, NOTE_NAMES).map((ref) => `\`${ref}\``);
  const more = leftOut.length - names.length;
  const list = more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
  const what = leftOut.length === 1 ? 'definition that a `$ref` points' : 'definitions that its `$ref`s point';
  return `This part leaves out ${leftOut.length} ${what} at (${list}); the whole spec is at ${specUrl}.`;
}
