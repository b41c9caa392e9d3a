/** Inline components: Icon, Badge, Tooltip, Link, the `a` override and Heading. */
import { h, type ComponentChildren, type VNode } from 'preact';
import { isHttpUrl } from '../../../src/util/is-external-href.js';
import type { ComponentEnv } from './context.js';
import { cx, flag, Glyph, IconSlot, omit, str, textOf } from './util.js';

const BADGE_COLORS = new Set([
  'gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface', 'white-destructive', 'surface-destructive',
]);
const BADGE_SIZES = new Set(['xs', 'sm', 'md', 'lg']);
const BADGE_ICON_SIZE: Record<string, number> = { xs: 10, sm: 12, md: 14, lg: 16 };

type AnyProps = Record<string, unknown> & { children?: ComponentChildren };

/** Creates Icon, Badge, Tooltip, Link, a and Heading. */
export function createInline(env: ComponentEnv): Record<string, (props: never) => VNode | null> {
  function Icon(props: AnyProps): VNode | null {
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

  function Badge(props: AnyProps): VNode {
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
  function Tooltip(props: AnyProps): VNode {
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
          {headline !== undefined && <strong class="q-tooltip__headline">{headline as ComponentChildren}</strong>}
          {tip !== undefined && <span class="q-tooltip__tip">{tip as ComponentChildren}</span>}
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
  function A(props: AnyProps): VNode {
    const href = str(props.href);
    const external = href !== undefined && isHttpUrl(href) && props.target === undefined;
    return <a {...props} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})} />;
  }

  /** The layout's script adds the `#` link to headings with an id; `noAnchor` opts out (`data-no-anchor`). */
  function headingOf(level: number, props: AnyProps): VNode {
    const id = str(props.id);
    const rest = omit(props, ['level', 'as', 'noAnchor', 'noanchor', 'children', 'id', 'className']);
    const noAnchor = flag(props.noAnchor) || flag(props.noanchor);
    return h(
      `h${level}`,
      { ...rest, ...(id ? { id } : {}), class: cx('q-heading', str(props.className)), ...(noAnchor ? { 'data-no-anchor': '' } : {}) },
      props.children,
    );
  }

  /** `<Heading level={2}>` (Mintlify) or `<Heading as="h2">` (react-email style), id from the compiler or a slug. */
  function Heading(props: AnyProps): VNode {
    const fromAs = /^h([1-6])$/.exec(str(props.as) ?? '');
    const raw = Number(props.level ?? fromAs?.[1] ?? 2);
    const level = Number.isInteger(raw) && raw >= 1 && raw <= 6 ? raw : 2;
    const id = flag(props.noAnchor) ? str(props.id) : env.anchorId(textOf(props.children), props.id);
    return headingOf(level, { ...props, ...(id ? { id } : {}) });
  }

  const map: Record<string, (props: never) => VNode | null> = {
    Icon: Icon as (props: never) => VNode | null,
    Badge,
    Tooltip,
    Link: A,
    a: A,
    Heading,
  };
  return map;
}

