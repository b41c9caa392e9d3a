import type { PageUpdate } from '../mdx/types.js';
import { withBase } from '../util/base-path.js';
import { absolutePageUrl } from './site-url.js';
import { urlToOutputFile } from '../site/output-path.js';
import { escapeAttribute, escapeHtml } from '../util/escape-html.js';

/** A changelog page's feed, as the render sends it back to the build (plain data: it crosses worker threads). */
export interface RssFeed {
  /** Page URL without base: `/changelog`. */
  url: string;
  /** Channel title: page title and site name. */
  title: string;
  description?: string;
  items: { id: string; title: string; description: string }[];
}

/** Where links point: absolute with `seo.metatags.canonical` (as in sitemap.xml), else base-prefixed paths. */
export interface FeedAddress {
  base: string;
  canonical?: string;
}

/**
 * The feed of a page with `rss: true` and `<Update>` entries (reference §3.4, §4); undefined for other pages.
 * Item title = `rss.title` ?? label; description = `rss.description` ?? `description` ?? the entry's text.
 */
export function pageFeed(input: {
  url: string;
  title: string;
  siteName: string;
  description?: string;
  frontmatter: Record<string, unknown>;
  updates?: readonly PageUpdate[];
}): RssFeed | undefined {
  if (input.frontmatter.rss !== true || !input.updates?.length) return undefined;
  const title =
    !input.title.trim() || input.title.trim() === input.siteName
      ? input.siteName
      : `${input.title.trim()} - ${input.siteName}`;
  return {
    url: input.url,
    title,
    ...(input.description ? { description: input.description } : {}),
    items: input.updates.map((u) => ({
      id: u.id,
      title: u.rss?.title ?? u.label,
      description: u.rss?.description ?? u.description ?? u.text,
    })),
  };
}

/** The feed's address: `<page>/rss.xml`. */
export function feedUrl(pageUrl: string): string {
  return `${pageUrl.replace(/\/+$/, '')}/rss.xml`;
}

/** Output file of a page's feed: `/changelog` → `changelog/rss.xml`, `/` → `rss.xml`. */
export function feedFile(pageUrl: string): string {
  return urlToOutputFile(pageUrl).replace(/index\.html$/, 'rss.xml');
}

/** The `<link rel="alternate">` a feed's page carries in its head. */
export function feedLinkTag(feed: RssFeed, address: FeedAddress): string {
  return `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(feed.title)}" href="${escapeAttribute(locate(feedUrl(feed.url), address))}">`;
}

/** RSS 2.0 document: one `<item>` per entry in page order, link and guid `<page>#<id>`. Pure. */
export function renderRssFeed(feed: RssFeed, address: FeedAddress): string {
  const link = locate(feed.url, address);
  const items = feed.items.map((item) => {
    const href = escapeHtml(`${link}#${item.id}`);
    return [
      '    <item>',
      `      <title>${escapeHtml(item.title)}</title>`,
      `      <link>${href}</link>`,
      `      <guid isPermaLink="${address.canonical && link.includes('://') ? 'true' : 'false'}">${href}</guid>`,
      ...(item.description ? [`      <description>${escapeHtml(item.description)}</description>`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    <title>${escapeHtml(feed.title)}</title>`,
    `    <link>${escapeHtml(link)}</link>`,
    `    <description>${escapeHtml(feed.description ?? feed.title)}</description>`,
    '    <generator>Quire</generator>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function locate(url: string, address: FeedAddress): string {
  return absolutePageUrl(address.canonical, url, address.base) ?? withBase(url, address.base);
}
