/**
 * The contextual menu of a page (reference §1.3.9): copy the page as Markdown, view its Markdown twin, open an AI
 * chat about it, custom links. Options in docs.json order, the first the main button; frontmatter `contextual`
 * overrides docs.json (`options: []` turns it off). Built here as data with final hrefs; the theme draws it and
 * its client script fetches the twin when Copy is clicked (no Markdown is inlined in pages).
 */
import type { ContextualOption } from '../config/schema/contextual.js';
import type { SiteView } from '../site/site-context.js';
import { withBase } from '../util/base-path.js';
import { markdownSiteUrl, markdownTwinUrl } from './markdown-twin.js';
import type { ContextualMenu, ContextualMenuItem } from './page-data.js';

/** The question each chat opens with; `{url}` is the page's Markdown twin, absolute (the browser completes it). */
const PROMPT = 'Read {url} so I can ask questions about it.';

/** Chat links: the address of a new conversation, `{prompt}` the prompt URL-encoded. */
const CHATS: Record<string, { title: string; description: string; href: string }> = {
  chatgpt: {
    title: 'Open in ChatGPT',
    description: 'Ask questions about this page',
    href: 'https://chatgpt.com/?hints=search&q={prompt}',
  },
  claude: {
    title: 'Open in Claude',
    description: 'Ask questions about this page',
    href: 'https://claude.ai/new?q={prompt}',
  },
  perplexity: {
    title: 'Open in Perplexity',
    description: 'Ask questions about this page',
    href: 'https://www.perplexity.ai/search/new?q={prompt}',
  },
  grok: { title: 'Open in Grok', description: 'Ask questions about this page', href: 'https://grok.com/?q={prompt}' },
  aistudio: {
    title: 'Open in Google AI Studio',
    description: 'Ask questions about this page',
    href: 'https://aistudio.google.com/prompts/new_chat?prompt={prompt}',
  },
};

/**
 * Options that need Mintlify's hosted services (its AI assistant, PDF export, hosted MCP server, Devin): a static
 * site has none of them, so they are left out of the menu (README: "Outputs for machines").
 */
export const HOSTED_ONLY_OPTIONS = new Set([
  'assistant',
  'download-pdf',
  'devin',
  'windsurf',
  'devin-desktop',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
]);

export interface ContextualMenuInput {
  /** Page URL without base. */
  url: string;
  frontmatter: Record<string, unknown>;
  /** Root-relative spec file of an API page, for `download-spec`. */
  specFile?: string;
}

/** The page's menu, or undefined when it has none (no `contextual` in docs.json, or `options: []`). */
export function contextualMenu(site: SiteView, input: ContextualMenuInput): ContextualMenu | undefined {
  const config = site.state.config.contextual;
  const own = pageSetting(input.frontmatter.contextual);
  const options = own?.options ?? config?.options;
  if (!options?.length) return undefined;
  const twin = markdownTwinUrl(input.url);
  const twinHref = markdownSiteUrl(site, twin);
  const items: ContextualMenuItem[] = [];
  for (const option of options) {
    const item = menuItem(site, option, { ...input, twinHref });
    if (item) items.push(item);
  }
  if (!items.length) return undefined;
  const display = own?.display ?? config?.display ?? 'header';
  return { display: display === 'toc' ? 'toc' : 'header', markdownHref: twinHref, items };
}

function menuItem(
  site: SiteView,
  option: ContextualOption,
  page: ContextualMenuInput & { twinHref: string },
): ContextualMenuItem | undefined {
  if (typeof option !== 'string') return customItem(site, option, page);
  if (option === 'copy')
    return {
      id: 'copy',
      action: 'copy',
      title: 'Copy page',
      description: 'Copy this page as Markdown for LLMs',
      href: page.twinHref,
    };
  if (option === 'view')
    return {
      id: 'view',
      action: 'link',
      title: 'View as Markdown',
      description: 'View this page as plain text',
      href: page.twinHref,
    };
  if (option === 'download-spec') {
    if (!page.specFile) return undefined;
    return {
      id: 'download-spec',
      action: 'download',
      title: 'Download OpenAPI spec',
      description: 'The specification this page documents',
      href: withBase(`/${page.specFile}`, site.base),
    };
  }
  const chat = CHATS[option];
  if (!chat) return undefined;
  const prompt = PROMPT.replace('{url}', page.twinHref);
  return {
    id: option,
    action: 'link',
    external: true,
    title: chat.title,
    description: chat.description,
    href: chat.href.replace('{prompt}', encodeURIComponent(prompt)),
    // The browser puts the twin's absolute address in when the build could not know the site's host.
    template: chat.href.replace('{prompt}', encodeURIComponent(PROMPT).replace(encodeURIComponent('{url}'), '{url}')),
  };
}

function customItem(
  site: SiteView,
  option: Exclude<ContextualOption, string>,
  page: ContextualMenuInput & { twinHref: string },
): ContextualMenuItem {
  const path = withBase(page.url, '/');
  const base = { id: 'custom', action: 'link' as const, title: option.title, description: option.description };
  if (typeof option.href === 'string') {
    const href = option.href.startsWith('/') ? withBase(option.href, site.base) : option.href;
    return { ...base, external: !option.href.startsWith('/'), href };
  }
  let url: URL;
  try {
    url = new URL(option.href.base);
  } catch {
    return { ...base, external: true, href: option.href.base };
  }
  let pageParam: { key: string; value: string } | undefined;
  for (const { key, value } of option.href.query ?? []) {
    const filled = value.replaceAll('$path', path).replaceAll('$mcp', '');
    // `$page` is the page's Markdown: the client fetches the twin and fills it in on click.
    if (filled.includes('$page')) pageParam = { key, value: filled };
    else url.searchParams.append(key, filled);
  }
  return { ...base, external: true, href: url.href, ...(pageParam ? { pageParam } : {}) };
}

function pageSetting(value: unknown): { options?: ContextualOption[]; display?: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as { options?: unknown; display?: unknown };
  return {
    ...(Array.isArray(record.options) ? { options: record.options as ContextualOption[] } : {}),
    ...(typeof record.display === 'string' ? { display: record.display } : {}),
  };
}
