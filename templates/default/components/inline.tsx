/** Inline components: Icon, Badge, Tooltip, Link, the `a` override and Heading. */
import { h, type ComponentChildren, type VNode } from 'preact';
import { isHttpUrl } from '../../../src/util/is-external-href.js';
import type { IconRef } from '../../../src/render/page-data.js';
import type { MdxComponents } from '../../../src/render/theme.js';
import type { ComponentEnv } from './context.js';
import { cx, flag, Glyph, IconSlot, omit, str, textOf, type WithIcon } from './util.js';

const BADGE_COLORS = new Set([
  'gray',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'white',
  'surface',
  'white-destructive',
  'surface-destructive',
]);
const BADGE_SIZES = new Set(['xs', 'sm', 'md', 'lg']);
const BADGE_ICON_SIZE: Record<string, number> = { xs: 10, sm: 12, md: 14, lg: 16 };

/** Icon's props (reference §3.4): `icon` or `src` names it. */
export interface IconProps extends WithIcon {
  /** Same as `icon`. */
  src?: IconRef;
  /** Any CSS colour. */
  color?: string;
  /** Pixels (default 16); `size="20"` arrives as a string. */
  size?: number | string;
  className?: string;
}

/** Badge's props (reference §3.4); flags are `boolean | string` because MDX gives `"false"` as text. */
export interface BadgeProps extends WithIcon {
  /** A palette name (`gray` default, `blue`, `green`... `surface-destructive`) or any CSS colour. */
  color?: string;
  /** `xs`, `sm`, `md` (default) or `lg`. */
  size?: string;
  /** `rounded` (default) or `pill`. */
  shape?: string;
  /** Outlined instead of filled. */
  stroke?: boolean | string;
  disabled?: boolean | string;
  className?: string;
  children?: ComponentChildren;
}

/** Tooltip's props (reference §3.4, with the component library's names `description` and `title`). */
export interface TooltipProps {
  /** The bubble's text (required by the reference). */
  tip?: ComponentChildren;
  /** Same as `tip`. */
  description?: ComponentChildren;
  headline?: ComponentChildren;
  /** Same as `headline`. */
  title?: ComponentChildren;
  /** Link text in the bubble; shown only with `href`. */
  cta?: string;
  href?: string;
  /** The trigger text. */
  children?: ComponentChildren;
}

/** Link and the `a` override: every attribute reaches the `<a>`. */
export interface LinkProps {
  href?: string;
  target?: string;
  children?: ComponentChildren;
  [attribute: string]: unknown;
}

/** Heading's props (reference §3.2, §3.4); other attributes reach the `<hN>`. */
export interface HeadingProps {
  /** 1–6 (default 2); `level="3"` arrives as a string. */
  level?: number | string;
  /** `h1`–`h6`, the react-email way of giving the level. */
  as?: string;
  /** No `#` link (Mintlify's `noAnchor`; `noanchor` as HTML would write it). */
  noAnchor?: boolean | string;
  noanchor?: boolean | string;
  /** Anchor id; the compiler injects one from the text. */
  id?: string;
  className?: string;
  children?: ComponentChildren;
  [attribute: string]: unknown;
}

/** Creates Icon, Badge, Tooltip, Link, a and Heading. */
export function createInline(env: ComponentEnv): MdxComponents {
  function Icon(props: IconProps): VNode | null {
    const size = Number(props.size ?? 16);
    return (
      <IconSlot
        env={env}
        icon={props.icon ?? props.src}
        iconType={props.iconType}
        size={Number.isFinite(size) ? size : 16}
        color={str(props.color)}
        className={cx('q-inline-icon', str(props.className))}
      />
    );
  }

  function Badge(props: BadgeProps): VNode {
    const color = str(props.color) ?? 'gray';
    const size = str(props.size) ?? 'md';
    const known = BADGE_COLORS.has(color);
    return (
      <span
        class={cx(
          'q-badge',
          `q-badge--${known ? color : 'custom'}`,
          `q-badge--${BADGE_SIZES.has(size) ? size : 'md'}`,
          str(props.shape) === 'pill' ? 'q-badge--pill' : 'q-badge--rounded',
          flag(props.stroke) && 'q-badge--stroke',
          flag(props.disabled) && 'q-badge--disabled',
          str(props.className),
        )}
        style={known ? undefined : { '--q-badge-color': color }}
      >
        <IconSlot env={env} icon={props.icon} iconType={props.iconType} size={BADGE_ICON_SIZE[size] ?? 14} />
        {props.children}
      </span>
    );
  }

  /** CSS shows the bubble on hover and focus; the client script only adds Escape to dismiss it. */
  function Tooltip(props: TooltipProps): VNode {
    env.ctx.features.add('tooltip');
    const id = env.uid('q-tooltip');
    const tip = props.tip ?? props.description;
    const headline = props.headline ?? props.title;
    const cta = str(props.cta);
    const href = str(props.href);
    return (
      <span class="q-tooltip" data-tooltip="">
        <span class="q-tooltip__trigger" tabindex={0} aria-describedby={id}>
          {props.children}
        </span>
        <span class="q-tooltip__bubble" role="tooltip" id={id}>
          {headline !== undefined && <strong class="q-tooltip__headline">{headline}</strong>}
          {tip !== undefined && <span class="q-tooltip__tip">{tip}</span>}
          {cta && href && (
            <a class="q-tooltip__cta" href={href}>
              {cta}
              <Glyph name="chevron-right" />
            </a>
          )}
        </span>
      </span>
    );
  }

  /** Links keep their href (the build rewrites internal ones); external ones open in a new tab, as in Mintlify. */
  function A(props: LinkProps): VNode {
    const href = str(props.href);
    const external = href !== undefined && isHttpUrl(href) && props.target === undefined;
    return <a {...props} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})} />;
  }

  /** The layout's script adds the `#` link to headings with an id; `noAnchor` opts out (`data-no-anchor`). */
  function headingOf(level: number, props: HeadingProps): VNode {
    const id = str(props.id);
    const rest = omit(props, ['level', 'as', 'noAnchor', 'noanchor', 'children', 'id', 'className']);
    const noAnchor = flag(props.noAnchor) || flag(props.noanchor);
    return h(
      `h${level}`,
      {
        ...rest,
        ...(id ? { id } : {}),
        class: cx('q-heading', str(props.className)),
        ...(noAnchor ? { 'data-no-anchor': '' } : {}),
      },
      props.children,
    );
  }

  /** `<Heading level={2}>` (Mintlify) or `<Heading as="h2">` (react-email style), id from the compiler or a slug. */
  function Heading(props: HeadingProps): VNode {
    const fromAs = /^h([1-6])$/.exec(str(props.as) ?? '');
    const raw = Number(props.level ?? fromAs?.[1] ?? 2);
    const level = Number.isInteger(raw) && raw >= 1 && raw <= 6 ? raw : 2;
    const id = flag(props.noAnchor) ? str(props.id) : env.anchorId(textOf(props.children), props.id);
    return headingOf(level, { ...props, ...(id ? { id } : {}) });
  }

  const map: MdxComponents = {
    Icon,
    Badge,
    Tooltip,
    Link: A,
    a: A,
    Heading,
  };
  return map;
}
