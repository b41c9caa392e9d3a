import type { NavTab } from '../../../src/render/page-data.js';
import type { LayoutContext } from './context.js';
import { ExternalMark, Icon, LinkMenu, externalAttrs } from './shared.js';

function Tab(props: { ctx: LayoutContext; tab: NavTab; firstEnd: boolean }) {
  const { tab, ctx } = props;
  const classes = `q-navtab nav-tabs-item${props.firstEnd ? ' q-navtab-end' : ''}`;
  if (tab.menu && tab.menu.length > 0) {
    return (
      <li class={classes} data-active={tab.active ? 'true' : undefined}>
        <LinkMenu
          class="q-navtab-menu"
          ariaLabel={tab.label}
          label={
            <>
              <Icon icon={tab.icon} renderIcon={ctx.helpers.renderIcon} />
              <span>{tab.label}</span>
            </>
          }
          items={tab.menu}
          renderIcon={ctx.helpers.renderIcon}
        />
      </li>
    );
  }
  return (
    <li class={classes} data-active={tab.active ? 'true' : undefined}>
      <a
        class="q-navtab-link"
        href={tab.href}
        aria-current={tab.active ? 'true' : undefined}
        {...externalAttrs(tab.external)}
      >
        <Icon icon={tab.icon} renderIcon={ctx.helpers.renderIcon} />
        <span>{tab.label}</span>
        <ExternalMark external={tab.external} />
      </a>
    </li>
  );
}

export interface TabsProps {
  ctx: LayoutContext;
  /** Where the row sits: `q-navtabs-inline` (in the navbar) or `q-navtabs-bar` (a bar below it). */
  class: string;
}

/**
 * The tabs of the current section. `align: "end"` tabs are moved after the others and the first of them is
 * pushed to the far end of the bar.
 */
export function Tabs(props: TabsProps) {
  const tabs = props.ctx.data.nav.tabs;
  if (tabs.length === 0) return null;
  const start = tabs.filter((tab) => tab.align !== 'end');
  const end = tabs.filter((tab) => tab.align === 'end');
  return (
    <nav class={`q-navtabs nav-tabs ${props.class}`} aria-label="Sections">
      <ul class="q-navtabs-list" role="list">
        {start.map((tab) => (
          <Tab key={tab.href} ctx={props.ctx} tab={tab} firstEnd={false} />
        ))}
        {end.map((tab, index) => (
          <Tab key={tab.href} ctx={props.ctx} tab={tab} firstEnd={index === 0} />
        ))}
      </ul>
    </nav>
  );
}
