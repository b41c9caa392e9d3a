import type { ComponentChildren } from 'preact';
import type { PageData } from '../../../src/render/page-data.js';
import { ContextualMenu } from './contextual-menu.js';
import { UiIcon } from './ui-icons.js';
import { searchIgnore, titleWeight } from './search-marks.js';

/** Props of the parts of the article that read the page data: Eyebrow, PageHeader, Pagination, NotFound. */
export interface PageContentProps {
  data: PageData;
}

/** PageHeader's props: API pages add their endpoint line and rich description under the title. */
export interface PageHeaderProps extends PageContentProps {
  /** Shows the deprecated badge even when the frontmatter does not say so (a deprecated operation). */
  deprecated?: boolean;
  /** Under the title row, in place of the plain description. */
  children?: ComponentChildren;
}

export interface BodyProps {
  /** The rendered page body (`PageData.html`). */
  html: string;
}

/** Above the title: the breadcrumb trail (`styling.eyebrows: "breadcrumbs"`) or the group name. */
export function Eyebrow(props: PageContentProps) {
  const { site, nav } = props.data;
  if (site.eyebrows === 'breadcrumbs' && nav.breadcrumbs.length > 0) {
    return (
      <nav class="q-eyebrow eyebrow q-breadcrumbs" aria-label="Breadcrumb" {...searchIgnore(props.data)}>
        <ol class="breadcrumb-list" role="list">
          {nav.breadcrumbs.map((crumb, index) => (
            <li key={index} class="breadcrumb-item">
              {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}
              {index < nav.breadcrumbs.length - 1 ? <UiIcon name="chevronRight" class="q-crumb-sep" size={12} /> : null}
            </li>
          ))}
        </ol>
      </nav>
    );
  }
  if (!nav.section) return null;
  return (
    <div class="q-eyebrow eyebrow" {...searchIgnore(props.data)}>
      {nav.section}
    </div>
  );
}

/** The page header: eyebrow, H1 and description (or what an API page shows there instead). */
export function PageHeader(props: PageHeaderProps) {
  const { data } = props;
  const deprecated = data.frontmatter.deprecated === true || props.deprecated === true;
  return (
    <header id="header" class="q-page-header">
      <Eyebrow data={data} />
      <div class="q-title-row">
        <h1 id="page-title" class="q-page-title" {...titleWeight(data)}>
          {data.title}
        </h1>
        {deprecated ? <span class="q-tag q-tag-deprecated">Deprecated</span> : null}
        <ContextualMenu menu={data.contextual} place="header" ignore={searchIgnore(data)} />
      </div>
      {props.children !== undefined ? (
        props.children
      ) : data.description ? (
        <p class="q-page-description">{data.description}</p>
      ) : null}
    </header>
  );
}

/** The rendered page body, inserted as it is. */
export function Body(props: BodyProps) {
  return (
    <div
      id="body-content"
      class="q-prose mdx-content"
      data-q-prose=""
      dangerouslySetInnerHTML={{ __html: props.html }}
    />
  );
}

/** Previous / next cards, in navigation order (hidden by `hideFooterPagination`). */
export function Pagination(props: PageContentProps) {
  const { prev, next } = props.data.nav;
  if (props.data.frontmatter.hideFooterPagination === true || (!prev && !next)) return null;
  return (
    <nav id="pagination" class="q-pagination" aria-label="Previous and next pages" {...searchIgnore(props.data)}>
      {prev ? (
        <a class="q-pagination-card pagination-prev" href={prev.href} rel="prev">
          <span class="q-pagination-dir">
            <UiIcon name="arrowLeft" size={14} /> Previous
          </span>
          <span class="q-pagination-title pagination-title">{prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a class="q-pagination-card q-pagination-next pagination-next" href={next.href} rel="next">
          <span class="q-pagination-dir">
            Next <UiIcon name="arrowRight" size={14} />
          </span>
          <span class="q-pagination-title pagination-title">{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** The 404 body: status, title, description (or its rendered MDX in `html`) and a way home. */
export function NotFound(props: PageContentProps) {
  const { data } = props;
  return (
    <div class="not-found-container q-not-found">
      <p class="not-found-status-code">404</p>
      <h1 id="page-title" class="not-found-title">
        {data.title}
      </h1>
      {data.html.trim() ? (
        <div class="not-found-description q-prose" dangerouslySetInnerHTML={{ __html: data.html }} />
      ) : data.description ? (
        <p class="not-found-description">{data.description}</p>
      ) : null}
      <p class="q-not-found-actions">
        <a class="q-button" href={data.site.base}>
          <UiIcon name="arrowLeft" size={14} /> Back to the home page
        </a>
      </p>
    </div>
  );
}
