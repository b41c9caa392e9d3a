import { renderToString } from 'preact-render-to-string';
import type { SidebarItem } from '../../../src/render/page-data.js';
import type { SectionNavOptions } from '../../../src/render/theme.js';
import { SidebarRows } from './sidebar.js';

/** A large section's shared navigation file: its full sidebar rows, no page marked (see `Theme.renderSectionNav`). */
export function renderSectionNav(items: SidebarItem[], options: SectionNavOptions): string {
  return renderToString(
    <SidebarRows
      ctx={{ renderIcon: options.renderIcon, drilldown: options.drilldown, href: undefined, memo: options.memo }}
      items={items}
    />,
  );
}
