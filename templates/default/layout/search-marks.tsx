import type { PageData } from '../../../src/render/page-data.js';

/**
 * What the search index reads in a page (Pagefind's `data-pagefind-*` attributes). Only pages with
 * `data.search` are marked; the build feeds exactly those to the index, so nothing here decides what is indexed.
 */

/** Weight of the page title: above every heading (Pagefind weighs h1 at 7, h2 at 6 ... by default). */
const TITLE_WEIGHT = '10';
/** Weight of frontmatter `keywords`: as strong as a top heading. */
const KEYWORD_WEIGHT = '7';

/** `<head>` tags: the result title and the filters (version, section). */
export function SearchMeta(props: { data: PageData }) {
  const { data } = props;
  const search = data.search;
  if (!search) return null;
  const { version, section } = search.filters;
  return (
    <>
      {/* A `<meta>` needs a `name` to be valid HTML; the index reads the data-pagefind-* attributes. */}
      <meta name="quire:search-title" data-pagefind-meta="title[content]" content={data.title} />
      {version ? <meta name="quire:search-version" data-pagefind-filter="version[content]" content={version} /> : null}
      {section ? <meta name="quire:search-section" data-pagefind-filter="section[content]" content={section} /> : null}
      {section ? <meta name="quire:search-section" data-pagefind-meta="section[content]" content={section} /> : null}
    </>
  );
}

/** Attributes of the element holding the page's content: the index reads that element only. */
export function searchRootAttributes(data: PageData): Record<string, string> {
  if (!data.search) return {};
  const attributes: Record<string, string> = { 'data-pagefind-body': '' };
  if (data.search.weight !== undefined) attributes['data-pagefind-weight'] = String(data.search.weight);
  return attributes;
}

/** The page's `keywords`, indexed but never shown. */
export function SearchKeywords(props: { data: PageData }) {
  const keywords = props.data.search?.keywords;
  if (!keywords?.length) return null;
  return (
    <div hidden={true} data-pagefind-weight={KEYWORD_WEIGHT}>
      {keywords.join(', ')}
    </div>
  );
}

/** Marks a part of an indexed page that the index skips (eyebrow, pagination, code samples). */
export function searchIgnore(data: PageData): Record<string, string> {
  return data.search ? { 'data-pagefind-ignore': '' } : {};
}

/** The title's weight, on indexed pages. */
export function titleWeight(data: PageData): Record<string, string> {
  return data.search ? { 'data-pagefind-weight': TITLE_WEIGHT } : {};
}
