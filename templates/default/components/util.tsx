/** Helpers shared by the built-in components: children inspection, flags, class names, icons. */
import { isValidElement, toChildArray, type ComponentChild, type ComponentChildren, type VNode } from 'preact';
import type { IconRef } from '../../../src/render/page-data.js';
import type { ComponentEnv } from './context.js';

/** Joins truthy class names. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The element children (strings and holes dropped): what Tabs, CodeGroup and Steps iterate over. */
export function childElements(children: ComponentChildren): VNode<Record<string, unknown>>[] {
  return toChildArray(children).filter((c): c is VNode<Record<string, unknown>> => isValidElement(c));
}

/** Plain text of a children tree (for slugs, copy buttons, KaTeX sources). */
export function textOf(children: unknown): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOf).join('');
  if (isValidElement(children)) return textOf((children.props as { children?: unknown }).children);
  return '';
}

/**
 * MDX props are `true` for a bare attribute, but people also write `lines="true"` or `nocopy="false"`.
 */
export function flag(value: unknown, fallback = false): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value !== 'false' && value !== '0';
  return Boolean(value);
}

/** A string prop, or undefined when absent or not a string. */
export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Whether a children tree holds a link, so a Card does not nest `<a>` in `<a>` (the parser would split it). */
export function containsLink(children: unknown): boolean {
  if (Array.isArray(children)) return children.some(containsLink);
  if (!isValidElement(children)) return false;
  const props = children.props as { href?: unknown; children?: unknown };
  if (children.type === 'a' || typeof props.href === 'string') return true;
  return containsLink(props.children);
}

/** Props minus the listed keys (for passing the rest to a DOM element). */
export function omit<T extends Record<string, unknown>>(props: T, keys: readonly string[]): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (!keys.includes(key)) rest[key] = value;
  return rest;
}

/**
 * The icon props of every component that shows one (reference §3.4, "IconsOptional"). Any value may arrive
 * from MDX; IconSlot renders only the shapes listed here and nothing for the rest.
 */
export interface WithIcon {
  /** A library icon name, an image URL or project path, `{name, style, library}`, or an inline `<svg>` element. */
  icon?: IconRef | VNode;
  /** Font Awesome style (`regular`, `solid`, `light`, `thin`, `sharp-solid`, `duotone`, `brands`) or Tabler `filled`. */
  iconType?: string;
}

/** IconSlot's props: `icon` and `iconType` are checked here, so callers may pass on whatever the page gave. */
export interface IconSlotProps {
  env: ComponentEnv;
  icon: unknown;
  iconType?: unknown;
  size?: number;
  color?: string | undefined;
  className?: string;
}

/**
 * An icon in a component: a library name / URL / path goes through the site's icon renderer; an inline
 * `<svg>` element written in MDX is rendered as is.
 */
export function IconSlot({ env, icon, iconType, size, color, className }: IconSlotProps): VNode | null {
  if (icon === undefined || icon === null || icon === '' || icon === false) return null;
  const cls = cx('q-icon-slot', className);
  if (isValidElement(icon))
    return (
      <span class={cls} aria-hidden="true">
        {icon as ComponentChild}
      </span>
    );
  if (typeof icon !== 'string' && (typeof icon !== 'object' || !('name' in (icon as object)))) return null;
  const html = env.ctx.renderIcon(icon as IconRef, {
    ...(typeof iconType === 'string' ? { iconType } : {}),
    ...(size !== undefined ? { size } : {}),
    ...(color ? { color } : {}),
  });
  return <span class={cls} dangerouslySetInnerHTML={{ __html: html }} />;
}

export interface GlyphProps {
  /** The glyph's name in components.css (`copy`, `chevron-right`, a callout type...). */
  name: string;
  className?: string;
}

/** A decorative UI glyph drawn by components.css (a CSS mask), so chrome icons cost no markup. */
export function Glyph({ name, className }: GlyphProps): VNode {
  return <span class={cx('q-glyph', `q-glyph-${name}`, className)} aria-hidden="true" />;
}
