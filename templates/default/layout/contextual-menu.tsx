import type { ContextualMenu as Menu, ContextualMenuItem } from '../../../src/render/page-data.js';
import { UiIcon, type UiIconName } from './ui-icons.js';

export interface ContextualMenuProps {
  menu: Menu | undefined;
  /** Where this copy of the menu sits; it renders only where `menu.display` says. */
  place: 'header' | 'toc';
  /** Attributes that keep the menu out of the search index, on indexed pages (`searchIgnore`). */
  ignore?: Record<string, string>;
}

const ICONS: Record<ContextualMenuItem['action'], UiIconName> = {
  copy: 'copy',
  link: 'external',
  download: 'download',
};

/**
 * The page's contextual menu (`#page-context-menu`): the first entry as a button, every entry in a native
 * `<details>` menu beside it. Links work without JavaScript; Copy needs the layout script, which fetches the
 * page's Markdown twin when it is clicked.
 */
export function ContextualMenu(props: ContextualMenuProps) {
  const { menu } = props;
  if (!menu || menu.display !== props.place || menu.items.length === 0) return null;
  const [first, ...rest] = menu.items;
  return (
    <div
      id="page-context-menu"
      class={`q-contextual q-contextual-${props.place}`}
      data-q-contextual=""
      data-q-markdown={menu.markdownHref}
      {...props.ignore}
    >
      <Entry item={first!} primary />
      {rest.length ? (
        <details class="q-menu q-contextual-more">
          <summary id="page-context-menu-button" class="q-contextual-toggle" aria-label="More page actions">
            <UiIcon name="chevronDown" size={14} />
          </summary>
          <ul class="q-menu-list q-contextual-list" role="list">
            {menu.items.map((item) => (
              <li key={`${item.id}:${item.title}`}>
                <Entry item={item} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function Entry(props: { item: ContextualMenuItem; primary?: boolean }) {
  const { item, primary } = props;
  const icon = item.id === 'view' ? 'fileText' : ICONS[item.action];
  const content = primary ? (
    <>
      <UiIcon name={icon} size={14} />
      <span>{item.title}</span>
    </>
  ) : (
    <>
      <UiIcon name={icon} size={16} class="q-menu-item-icon" />
      <span class="q-menu-item-text">
        <span class="q-menu-item-label">{item.title}</span>
        <span class="q-menu-item-description">{item.description}</span>
      </span>
    </>
  );
  const cls = primary ? 'q-contextual-primary' : 'q-menu-item';
  if (item.action === 'copy')
    return (
      <button type="button" class={cls} data-q-copy-page={item.href} title={item.description}>
        {content}
      </button>
    );
  return (
    <a
      class={cls}
      href={item.href}
      title={item.description}
      data-q-contextual-id={item.id}
      {...(item.action === 'download' ? { download: '' } : {})}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(item.template ? { 'data-q-template': item.template } : {})}
      {...(item.pageParam
        ? { 'data-q-page-param': item.pageParam.key, 'data-q-page-value': item.pageParam.value }
        : {})}
    >
      {content}
    </a>
  );
}
