import type { ComponentChildren } from 'preact';
import type { IconRef, NavLink } from '../../../src/render/page-data.js';
import type { RenderIcon } from '../../../src/render/theme.js';
import { UiIcon } from './ui-icons.js';

export interface IconProps {
  /** Nothing renders when absent or empty. */
  icon: IconRef | undefined;
  renderIcon: RenderIcon;
  class?: string;
  /** Pixels (default 16). */
  size?: number;
}

/** A site icon (from the configured library) rendered by the pipeline's icon renderer; decorative. */
export function Icon(props: IconProps) {
  if (props.icon === undefined || props.icon === '') return null;
  const svg = props.renderIcon(props.icon, { size: props.size ?? 16 });
  if (!svg) return null;
  return (
    <span
      class={`q-icon${props.class ? ` ${props.class}` : ''}`}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** Attributes an external link needs: a new tab, no opener, no referrer leak to unknown hosts. */
export function externalAttrs(external: boolean | undefined): Record<string, string> {
  return external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

export interface ExternalMarkProps {
  external: boolean | undefined;
}

/** Marks a link that leaves the site, with text for screen readers. */
export function ExternalMark(props: ExternalMarkProps) {
  if (!props.external) return null;
  return (
    <>
      <UiIcon name="external" class="q-external-icon" size={12} />
      <span class="q-sr-only"> (opens in a new tab)</span>
    </>
  );
}

/**
 * Inline custom properties for an anchor/dropdown/product colour: `--q-item-color` for light mode and
 * `--q-item-color-dark` for dark mode (CSS picks one); a single string serves both.
 */
export function colorStyle(color: NavLink['color']): string | undefined {
  if (!color) return undefined;
  const light = typeof color === 'string' ? color : (color.light ?? color.dark);
  const dark = typeof color === 'string' ? color : (color.dark ?? color.light);
  if (!light || !dark) return undefined;
  return `--q-item-color:${cssValue(light)};--q-item-color-dark:${cssValue(dark)}`;
}

/** Drops characters that could end a declaration or a style attribute, so config values stay inside it. */
export function cssValue(value: string): string {
  return value.replace(/[;{}<>"\\]/g, '');
}

export interface TagProps {
  /** Nothing renders when absent or empty. */
  text: string | undefined;
  class?: string;
}

/** A small pill for a `tag` (e.g. "NEW", a version's "Latest"). */
export function Tag(props: TagProps) {
  if (!props.text) return null;
  return <span class={`q-tag${props.class ? ` ${props.class}` : ''}`}>{props.text}</span>;
}

export interface LinkMenuProps {
  class: string;
  /** The trigger's content. */
  label: ComponentChildren;
  items: NavLink[];
  /** Index of the current item, marked in the list. */
  current?: number;
  renderIcon: RenderIcon;
  ariaLabel: string;
  id?: string;
}

/**
 * A menu of links that opens without JavaScript (a native `<details>`); the layout script closes it on an
 * outside click or Escape.
 */
export function LinkMenu(props: LinkMenuProps) {
  return (
    <details class={`q-menu ${props.class}`} id={props.id}>
      <summary class="q-menu-trigger" aria-label={props.ariaLabel}>
        {props.label}
        <UiIcon name="chevronDown" class="q-menu-chevron" size={14} />
      </summary>
      <ul class="q-menu-list" role="list">
        {props.items.map((item, index) => {
          const current = props.current === index || (props.current === undefined && item.active);
          return (
            <li key={item.href}>
              <a
                class="q-menu-item"
                href={item.href}
                aria-current={current ? 'true' : undefined}
                data-active={current ? 'true' : undefined}
                style={colorStyle(item.color)}
                {...externalAttrs(item.external)}
              >
                <Icon icon={item.icon} renderIcon={props.renderIcon} class="q-menu-item-icon" />
                <span class="q-menu-item-text">
                  <span class="q-menu-item-label">
                    {item.label}
                    <Tag text={item.tag} />
                  </span>
                  {item.description ? <span class="q-menu-item-description">{item.description}</span> : null}
                </span>
                {current ? (
                  <UiIcon name="check" class="q-menu-check" size={14} />
                ) : (
                  <ExternalMark external={item.external} />
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
