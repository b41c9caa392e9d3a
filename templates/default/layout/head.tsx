import type { PageData } from '../../../src/render/page-data.js';
import { siteStyles, themeScript } from './head-styles.js';
import { pageStyles } from './page-assets.js';
import { SearchMeta } from './search-marks.js';

function iconType(href: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    svg: 'image/svg+xml',
    png: 'image/png',
    ico: 'image/x-icon',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
    gif: 'image/gif',
  };
  return ext ? types[ext] : undefined;
}

/** The browser-tab title: "Page - Site", just the site name when the page is titled like the site. */
export function documentTitle(data: PageData): string {
  const title = data.title.trim();
  if (!title || title === data.site.name) return data.site.name;
  return `${title} - ${data.site.name}`;
}

export interface HeadProps {
  data: PageData;
}

/**
 * The theme's part of `<head>`; the pipeline's head tags (`data.head`, already serialized) are appended by the
 * document as they are.
 */
export function Head(props: HeadProps) {
  const { data } = props;
  const { site } = data;
  const favicon = site.favicon;
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{documentTitle(data)}</title>
      {data.description ? <meta name="description" content={data.description} /> : null}
      <meta
        name="color-scheme"
        content={
          site.appearance.strict && site.appearance.default !== 'system' ? site.appearance.default : 'light dark'
        }
      />
      <meta name="theme-color" content={site.colors.primary} />
      <meta name="generator" content="Quire" />
      <script dangerouslySetInnerHTML={{ __html: themeScript(site) }} />
      {favicon && favicon.light !== favicon.dark ? (
        <>
          <link rel="icon" href={favicon.light} type={iconType(favicon.light)} media="(prefers-color-scheme: light)" />
          <link rel="icon" href={favicon.dark} type={iconType(favicon.dark)} media="(prefers-color-scheme: dark)" />
        </>
      ) : favicon ? (
        <link rel="icon" href={favicon.light} type={iconType(favicon.light)} />
      ) : null}
      {pageStyles(data).map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <style id="quire-site-style" dangerouslySetInnerHTML={{ __html: siteStyles(site) }} />
      {/* The Tailwind utilities the pages use: after the theme (scoped to page content), before the site's own CSS. */}
      {site.utilityStyles ? <link rel="stylesheet" href={site.utilityStyles} /> : null}
      {site.userStyles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <SearchMeta data={data} />
    </>
  );
}
