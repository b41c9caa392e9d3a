/**
 * Tabs and Tab, and the tabbed frame CodeGroup and Request/ResponseExample reuse. Every panel is in the HTML;
 * the first (or `defaultTabIndex`) is visible. Without scripts, CSS shows all panels stacked under their titles
 * (`@media (scripting: none)`), so nothing is unreachable.
 */
import type { ComponentChildren, VNode } from 'preact';
import type { MdxComponents } from '../../../src/render/theme.js';
import type { ComponentEnv } from './context.js';
import { childElements, cx, flag, IconSlot, str, textOf, type WithIcon } from './util.js';

/** One tab of a tabbed frame. */
export interface TabItem {
  title: string;
  /** Anchor id of the tab (deep link `#id`); a generated one when absent. */
  id?: string | undefined;
  icon?: unknown;
  iconType?: unknown;
  content: ComponentChildren;
}

export interface TabbedOptions {
  /** `tabs` (Tabs), `code` (CodeGroup), `example` (Request/ResponseExample): a class modifier. */
  kind: 'tabs' | 'code' | 'example';
  items: TabItem[];
  defaultIndex?: number;
  /** Sync with other frames that have a tab of the same title (and remember the choice). */
  sync: boolean;
  /** A `<select>` instead of a tab row (CodeGroup `dropdown`). */
  dropdown?: boolean;
  className?: string | undefined;
  /** Extra header content on the right of the tab row (CodeGroup's copy button lives in each panel). */
  extra?: ComponentChildren;
  /** A rule under the tab row (Tabs `borderBottom`). */
  border?: boolean;
  /** More attributes for the frame (a code group's theme background, see code-surface.ts). */
  attributes?: Record<string, string>;
}

/** Renders a tabbed frame; used by Tabs, CodeGroup, RequestExample and ResponseExample. */
export function renderTabbed(env: ComponentEnv, options: TabbedOptions): VNode {
  env.ctx.features.add('tabs');
  const group = env.uid(`q-${options.kind}`);
  const count = options.items.length;
  const requested = options.defaultIndex ?? 0;
  const active = requested >= 0 && requested < count ? requested : 0;
  const ids = options.items.map((item, i) => item.id ?? `${group}-${i + 1}`);
  const header = options.dropdown ? (
    <div class="q-tabs__bar">
      <select class="q-tabs__select" aria-label="Choose a variant" data-tabs-select="">
        {options.items.map((item, i) => (
          <option value={ids[i]} selected={i === active}>
            {item.title}
          </option>
        ))}
      </select>
      {options.extra}
    </div>
  ) : (
    <div class="q-tabs__bar">
      <div class="q-tabs__list" role="tablist">
        {options.items.map((item, i) => (
          <button
            type="button"
            role="tab"
            class="q-tabs__tab"
            id={ids[i]}
            aria-selected={i === active ? 'true' : 'false'}
            aria-controls={`${ids[i]}-panel`}
            tabindex={i === active ? 0 : -1}
            data-title={item.title}
          >
            <IconSlot env={env} icon={item.icon} iconType={item.iconType} size={16} />
            <span>{item.title}</span>
          </button>
        ))}
      </div>
      {options.extra}
    </div>
  );
  return (
    <div
      class={cx(
        'q-tabs',
        `q-tabs--${options.kind}`,
        options.border && 'q-tabs--border',
        options.dropdown && 'q-tabs--dropdown',
        options.className,
      )}
      data-tabs=""
      {...(options.sync ? { 'data-sync': '' } : {})}
      {...options.attributes}
    >
      {header}
      {options.items.map((item, i) => (
        <div
          class="q-tabs__panel"
          role="tabpanel"
          id={`${ids[i]}-panel`}
          aria-labelledby={options.dropdown ? undefined : ids[i]}
          data-title={item.title}
          {...(i === active ? {} : { hidden: true })}
        >
          <p class="q-tabs__panel-title" aria-hidden="true">
            {item.title}
          </p>
          {item.content}
        </div>
      ))}
    </div>
  );
}

/** Tabs' props (reference §3.4); flags are `boolean | string` because MDX gives `sync="false"` as text. */
export interface TabsProps {
  /** The tab shown first (default 0); `defaultTabIndex="1"` arrives as a string. */
  defaultTabIndex?: number | string;
  /** Switch with other Tabs and CodeGroups that have a tab of the same title (default true). */
  sync?: boolean | string;
  borderBottom?: boolean | string;
  className?: string;
  /** Tab elements. */
  children?: ComponentChildren;
}

export interface TabProps extends WithIcon {
  /** Required by the reference: the tab's label (JSX is read for its text). */
  title?: ComponentChildren;
  /** Anchor id for deep links; by default from the title. */
  id?: string;
  children?: ComponentChildren;
}

/** Creates Tabs and Tab. A Tab outside Tabs renders its content in a plain titled section. */
export function createTabs(env: ComponentEnv): MdxComponents {
  function Tab(props: TabProps): VNode {
    return (
      <section class="q-tab-standalone">
        {props.title !== undefined && <p class="q-tabs__panel-title">{props.title}</p>}
        {props.children}
      </section>
    );
  }

  function Tabs(props: TabsProps): VNode {
    // Only tabs are tabs. Other content (an intro sentence) is shown above the tabs when it comes
    // before the first one, else at the end of the tab it follows: in its place, never a tab of its own.
    const before: VNode[] = [];
    const items: TabItem[] = [];
    for (const child of childElements(props.children)) {
      // A Tab, or a component of the page's that passes a title on to one.
      if (child.type !== Tab && (child.props as TabProps).title === undefined) {
        const last = items.at(-1);
        if (last) last.content = [last.content, child];
        else before.push(child);
        continue;
      }
      const p = child.props as TabProps;
      const title = str(p.title) ?? (textOf(p.title) || `Tab ${items.length + 1}`);
      items.push({ title, id: env.anchorId(title, p.id), icon: p.icon, iconType: p.iconType, content: p.children });
    }
    if (items.length === 0) return <>{before}</>;
    const index = Number(props.defaultTabIndex ?? 0);
    const tabbed = renderTabbed(env, {
      kind: 'tabs',
      items,
      defaultIndex: Number.isFinite(index) ? index : 0,
      sync: flag(props.sync, true),
      border: flag(props.borderBottom),
      className: str(props.className),
    });
    return before.length ? (
      <>
        {before}
        {tabbed}
      </>
    ) : (
      tabbed
    );
  }

  return { Tabs, Tab };
}
