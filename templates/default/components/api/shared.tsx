/**
 * Small pieces the API reference renderers share: the per-page id source, trusted rich text, method and status
 * pills, and the tabbed frame (the same markup as Tabs/CodeGroup, so the components' tabs.js drives it and the
 * no-script CSS shows every panel stacked under its title).
 */
import type { ComponentChildren, VNode } from 'preact';
import type { RichText, ServerModel } from '../../../../src/render/page-data.js';
import type { TextMemo } from '../../../../src/util/text-memo.js';
import { cx } from '../util.js';

/** Per-page state of one API page render: ids for tab frames that cannot collide with the model's anchors. */
export interface ApiEnv {
  /** A page-unique id, `q-api-<prefix>-<n>` (the model's anchors never start with `q-api-`). */
  uid(prefix: string): string;
  /** Nested fields start open (`api.params.expanded: "all"`). */
  expanded: boolean;
  /** The page goes into the site search: parts the index skips are marked (`searchIgnored`). */
  search: boolean;
  /** Field rows as elements only, never written as HTML (the reference the HTML writer is tested against). */
  fieldsAsElements?: boolean;
  /** Example markup kept across the pages of a site state (`RenderHelpers.apiMemo`). */
  memo?: TextMemo;
}

/**
 * Marks a part of an indexed API page that the search index skips: controls' labels, and response schemas
 * (an operation is found by its method, path, summary and parameters; the objects it returns are found on
 * their own pages and would otherwise put every field of every response into every result).
 */
export function searchIgnored(env: ApiEnv): Record<string, string> {
  return env.search ? { 'data-pagefind-ignore': '' } : {};
}

/** Creates the per-page environment; one per page render. */
export function createApiEnv(
  options: { expanded?: boolean; idPrefix?: string; search?: boolean; memo?: TextMemo } = {},
): ApiEnv {
  const counters = new Map<string, number>();
  const idPrefix = options.idPrefix ?? 'q-api-';
  return {
    expanded: options.expanded === true,
    search: options.search === true,
    ...(options.memo ? { memo: options.memo } : {}),
    uid(prefix) {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      return `${idPrefix}${prefix}-${n}`;
    },
  };
}

/** Props of a rich text block. */
export interface RichProps {
  text: RichText | undefined;
  className?: string;
}

/** A spec text rendered to HTML by the pipeline (already sanitized: inserted as is); nothing when absent or blank. */
export function Rich(props: RichProps): VNode | null {
  const html = props.text?.html;
  if (!html?.trim()) return null;
  return <div class={cx('q-prose q-api-text', props.className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Props of the method pill. */
export interface MethodPillProps {
  /** `GET`, `POST`... or `WEBHOOK`. */
  method: string;
  className?: string;
}

/** An HTTP method pill coloured per method (the sidebar's `q-method-*` colours, larger). */
export function MethodPill(props: MethodPillProps): VNode {
  const method = props.method.toUpperCase();
  return (
    <span class={cx('q-method', `q-method-${method.toLowerCase()}`, 'q-api-method', props.className)}>{method}</span>
  );
}

/** `2xx`, `4xx`... for a status code (`200`, `4XX`, `default`). */
export function statusClass(status: string): string {
  const first = status.trim().charAt(0);
  return /[1-5]/.test(first) ? `${first}xx` : 'default';
}

/** Props of the status badge. */
export interface StatusBadgeProps {
  status: string;
}

/** A response status code, coloured by class (2xx green, 3xx blue, 4xx amber, 5xx red, `default` grey). */
export function StatusBadge(props: StatusBadgeProps): VNode {
  return (
    <span class={`q-api-status q-api-status--${statusClass(props.status)}`}>
      <span class="q-api-status__dot" aria-hidden="true" />
      {props.status}
    </span>
  );
}

/** Props of a section heading. */
export interface SectionProps {
  title: string;
  /** 2 on the page, 3 inside a callback. */
  level: 2 | 3 | 4;
  /** Element id of the section (top-level sections only: callbacks repeat titles). */
  id?: string | undefined;
  /** Beside the title: a media type, a required pill. */
  aside?: ComponentChildren;
  className?: string;
  children?: ComponentChildren;
}

/** One titled part of an API page (Authorizations, Query Parameters, Body, Responses...). */
export function Section(props: SectionProps): VNode {
  const Heading = `h${props.level}` as 'h2';
  return (
    <section class={cx('q-api-section', props.className)} {...(props.id ? { id: props.id } : {})}>
      <div class="q-api-section__head">
        <Heading class="q-api-section__title">{props.title}</Heading>
        {props.aside}
      </div>
      {props.children}
    </section>
  );
}

/** One tab of an {@link ApiTabs} frame. */
export interface ApiTab {
  /** Plain title: the tab's label, the no-script panel title and the sync key. */
  title: string;
  /** A richer label for the tab button (a coloured status code); `title` when absent. */
  label?: ComponentChildren;
  content: ComponentChildren;
}

/** Props of a tabbed frame. */
export interface ApiTabsProps {
  env: ApiEnv;
  tabs: ApiTab[];
  /** `tabs` (in the article), `code` / `example` (framed code, as CodeGroup). */
  kind: 'tabs' | 'code' | 'example';
  /** A `<select>` instead of the tab row. */
  dropdown?: boolean;
  /** Switch with the page's other synced frames (CodeGroups) that have a tab of the same title. */
  sync?: boolean;
  /** What the row chooses, for the select's label. */
  label: string;
  className?: string;
  /** Attributes for the frame (a code theme's background, see code-surface.ts). */
  attributes?: Record<string, string>;
}

/**
 * A tabbed frame in the markup of the Tabs component (`[data-tabs]`, `.q-tabs__bar`, `.q-tabs__panel`): the first
 * panel shows, the components' tabs.js switches, and without scripts every panel shows under its title.
 */
export function ApiTabs(props: ApiTabsProps): VNode {
  const group = props.env.uid(props.kind);
  const ids = props.tabs.map((_, i) => `${group}-${i + 1}`);
  const bar = props.dropdown ? (
    <div class="q-tabs__bar">
      <select class="q-tabs__select" aria-label={props.label} data-tabs-select="">
        {props.tabs.map((tab, i) => (
          <option value={ids[i]} selected={i === 0}>
            {tab.title}
          </option>
        ))}
      </select>
    </div>
  ) : (
    <div class="q-tabs__bar">
      <div class="q-tabs__list" role="tablist" aria-label={props.label}>
        {props.tabs.map((tab, i) => (
          <button
            type="button"
            role="tab"
            class="q-tabs__tab"
            id={ids[i]}
            aria-selected={i === 0 ? 'true' : 'false'}
            aria-controls={`${ids[i]}-panel`}
            tabindex={i === 0 ? 0 : -1}
            data-title={props.tabs[i]!.title}
          >
            {tab.label ?? <span>{tab.title}</span>}
          </button>
        ))}
      </div>
    </div>
  );
  return (
    <div
      class={cx('q-tabs', `q-tabs--${props.kind}`, props.dropdown && 'q-tabs--dropdown', props.className)}
      data-tabs=""
      {...(props.sync ? { 'data-sync': '' } : {})}
      {...props.attributes}
    >
      {bar}
      {props.tabs.map((tab, i) => (
        <div
          class="q-tabs__panel"
          role="tabpanel"
          id={`${ids[i]}-panel`}
          aria-labelledby={props.dropdown ? undefined : ids[i]}
          data-title={tab.title}
          {...(i === 0 ? {} : { hidden: true })}
        >
          <p class="q-tabs__panel-title" aria-hidden="true">
            {tab.label ?? tab.title}
          </p>
          {tab.content}
        </div>
      ))}
    </div>
  );
}

/** Props of a servers section: its servers, and how one is shown. */
export interface ServersSectionProps<T> {
  servers: readonly T[];
  item: (server: T) => VNode;
}

/** The "Server"/"Servers" section of endpoint and channel pages. */
export function ServersSection<T>(props: ServersSectionProps<T>): VNode {
  const { servers } = props;
  return (
    <Section title={servers.length > 1 ? 'Servers' : 'Server'} level={2} id="api-servers" className="q-api-servers">
      <ul class="q-api-server-list" role="list">
        {servers.map((server) => props.item(server))}
      </ul>
    </Section>
  );
}

/** A server's description (its inline Markdown as HTML when there is some) and its URL's variables. */
export function ServerDetails(props: {
  server: { description?: string; descriptionHtml?: string; variables: ServerModel['variables'] };
}): VNode {
  const { server } = props;
  return (
    <>
      {server.descriptionHtml ? (
        <span class="q-api-server__description" dangerouslySetInnerHTML={{ __html: server.descriptionHtml }} />
      ) : server.description ? (
        <span class="q-api-server__description">{server.description}</span>
      ) : null}
      <ServerVariables variables={server.variables} />
    </>
  );
}

/** A server URL's variables: each one's default, the values it may take, and what it means. */
function ServerVariables(props: { variables: ServerModel['variables'] }): VNode | null {
  if (props.variables.length === 0) return null;
  return (
    <dl class="q-api-server__variables">
      {props.variables.map((variable) => (
        <div class="q-api-server__variable">
          <dt>
            <code>{`{${variable.name}}`}</code>
          </dt>
          <dd>
            <span class="q-field__default">
              default: <code>{variable.default}</code>
            </span>
            {variable.enum?.length ? (
              <span class="q-api-server__enum">
                one of{' '}
                {variable.enum.map((value) => (
                  <code class="q-api-value">{value}</code>
                ))}
              </span>
            ) : null}
            {variable.descriptionHtml ? (
              <span class="q-api-server__hint" dangerouslySetInnerHTML={{ __html: variable.descriptionHtml }} />
            ) : variable.description ? (
              <span class="q-api-server__hint">{variable.description}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
