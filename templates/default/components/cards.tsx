/** Card, Columns (CardGroup), Column and Tile. */
import { createContext, type ComponentChildren, type VNode } from 'preact';
import type { MdxComponents } from '../../../src/render/theme.js';
import { CALLOUT_TYPES } from './callouts.js';
import type { ComponentEnv } from './context.js';
import { isRemoteUrl } from '../../../src/util/is-external-href.js';
import { ensureBase } from '../../../src/util/base-path.js';
import { containsLink, cx, flag, Glyph, IconSlot, str, type WithIcon } from './util.js';

/** True inside a Tile: its preview images must not zoom (Mintlify's rule). Immutable, so safe to share. */
export const NoZoomContext = createContext(false);

/** Card's props (reference §3.4); flags are `boolean | string` because MDX gives `"false"` as text. */
export interface CardProps extends WithIcon {
  title?: ComponentChildren;
  /** Icon colour (any CSS colour). */
  color?: string;
  /** Makes the whole card a link (root-relative hrefs get the base path). */
  href?: string;
  horizontal?: boolean | string;
  /** Image shown above the content. */
  img?: string;
  /** Call-to-action text at the bottom. */
  cta?: string;
  /** The arrow in the corner; by default only on external links. */
  arrow?: boolean | string;
  /** `info`, `warning`, `note`, `tip`, `check` or `danger`: that callout's colours and icon. */
  type?: string;
  disabled?: boolean | string;
  className?: string;
  children?: ComponentChildren;
}

/** Columns and its deprecated alias CardGroup. */
export interface ColumnsProps {
  /** 1–4 (default 2); `cols="3"` arrives as a string, other values are clamped. */
  cols?: number | string;
  className?: string;
  children?: ComponentChildren;
}

export interface ColumnProps {
  className?: string;
  children?: ComponentChildren;
}

export interface TileProps {
  /** Required by the reference; without it the tile is not a link. */
  href?: string;
  title?: ComponentChildren;
  description?: ComponentChildren;
  className?: string;
  /** The preview (an image or SVG), never zoomable. */
  children?: ComponentChildren;
}

/** 1–4, default 2; anything else is clamped. */
function columnCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? Math.min(4, Math.max(1, Math.round(n))) : 2;
}

/** Creates Card, Columns, CardGroup, Column and Tile. */
export function createCards(env: ComponentEnv): MdxComponents {
  const { base } = env.ctx;

  function Card(props: CardProps): VNode {
    const rawHref = str(props.href);
    const disabled = flag(props.disabled);
    const href = rawHref && !disabled ? ensureBase(rawHref, base) : undefined;
    // Only web and mailto links open in a new tab and show the arrow by default (a `tel:` card does neither).
    const external = href ? isRemoteUrl(href) || href.startsWith('mailto:') : false;
    const showArrow = href !== undefined && flag(props.arrow, external);
    const horizontal = flag(props.horizontal);
    const img = str(props.img);
    const cta = str(props.cta);
    const type = str(props.type);
    // A typed card wears its callout's colours and, unless given another icon, the callout's icon.
    const typed = CALLOUT_TYPES.find((t) => t === type);
    const color = str(props.color);
    // A card whose body has its own links cannot be one big <a>: the title becomes a link stretched over it.
    const stretched = href !== undefined && containsLink(props.children);
    const className = cx(
      'q-mdx-card',
      horizontal && 'q-mdx-card--horizontal',
      href && 'q-mdx-card--link',
      disabled && 'q-mdx-card--disabled',
      type && `q-mdx-card--${type}`,
      img && 'q-mdx-card--image',
      str(props.className),
    );
    const titleText = props.title ?? undefined;
    const title =
      titleText === undefined ? null : stretched ? (
        <a
          class="q-mdx-card__title q-mdx-card__stretched"
          href={href}
          {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
        >
          {titleText}
        </a>
      ) : (
        <span class="q-mdx-card__title">{titleText}</span>
      );
    const inner = [
      img ? <img class="q-mdx-card__img" src={ensureBase(img, base)} alt="" loading="lazy" decoding="async" /> : null,
      <div class="q-mdx-card__content">
        {props.icon !== undefined && props.icon !== '' ? (
          <div class="q-mdx-card__icon" style={color ? { color } : undefined}>
            <IconSlot env={env} icon={props.icon} iconType={props.iconType} color={color} />
          </div>
        ) : (
          typed && (
            <div class="q-mdx-card__icon">
              <Glyph name={typed} />
            </div>
          )
        )}
        <div class="q-mdx-card__text">
          {title}
          {props.children !== undefined && <div class="q-mdx-card__body">{props.children}</div>}
          {cta && (
            <span class="q-mdx-card__cta">
              {cta}
              <Glyph name="chevron-right" />
            </span>
          )}
        </div>
        {showArrow && <Glyph name="arrow-up-right" className="q-mdx-card__arrow" />}
      </div>,
    ];
    if (href && !stretched) {
      return (
        <a class={className} href={href} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
          {inner}
        </a>
      );
    }
    return (
      <div class={className} {...(disabled ? { 'aria-disabled': 'true' } : {})}>
        {inner}
      </div>
    );
  }

  function Columns(props: ColumnsProps): VNode {
    const cols = columnCount(props.cols);
    return (
      <div class={cx('q-columns', str(props.className))} data-cols={cols} style={{ '--q-cols': String(cols) }}>
        {props.children}
      </div>
    );
  }

  function Column(props: ColumnProps): VNode {
    return <div class={cx('q-column', str(props.className))}>{props.children}</div>;
  }

  function Tile(props: TileProps): VNode {
    const href = str(props.href);
    const body = [
      <div class="q-tile__preview">
        <NoZoomContext.Provider value={true}>{props.children}</NoZoomContext.Provider>
      </div>,
      props.title !== undefined ? <span class="q-tile__title">{props.title}</span> : null,
      props.description !== undefined ? <span class="q-tile__description">{props.description}</span> : null,
    ];
    const className = cx('q-tile', str(props.className));
    return href ? (
      <a class={className} href={ensureBase(href, base)}>
        {body}
      </a>
    ) : (
      <div class={className}>{body}</div>
    );
  }

  return { Card, Columns, CardGroup: Columns, Column, Tile };
}
