/** Color (compact grid or table), Color.Row and Color.Item: swatches that copy their value on click. */
import type { ComponentChildren, VNode } from 'preact';
import type { MdxComponents } from '../../../src/render/theme.js';
import type { ComponentEnv } from './context.js';
import { cx, str } from './util.js';

/** Color.Item: one swatch. */
export interface ColorItemProps {
  name?: string;
  /** A CSS colour, or one per mode. */
  value?: string | { light?: string; dark?: string };
}

/** Color.Row: a titled row of swatches (in the `table` variant). */
export interface ColorRowProps {
  title?: string;
  children?: ComponentChildren;
}

export interface ColorProps {
  /** `compact` (a grid, the default) or `table` (rows). */
  variant?: string;
  className?: string;
  children?: ComponentChildren;
}

/** `value` is a CSS colour or `{light, dark}`. */
function values(value: unknown): { light: string; dark: string } {
  if (value && typeof value === 'object') {
    const v = value as { light?: unknown; dark?: unknown };
    const light = str(v.light) ?? str(v.dark) ?? '';
    return { light, dark: str(v.dark) ?? light };
  }
  const single = str(value) ?? '';
  return { light: single, dark: single };
}

/** Creates Color with static Row and Item (for `<Color.Row>` / `<Color.Item>`). */
export function createColor(env: ComponentEnv): MdxComponents {
  function Item(props: ColorItemProps): VNode {
    env.ctx.features.add('color');
    const { light, dark } = values(props.value);
    const name = str(props.name);
    const themed = light !== dark;
    return (
      <button
        type="button"
        class={cx('q-color__item', themed && 'q-color__item--themed')}
        style={{ '--q-swatch-light': light, '--q-swatch-dark': dark }}
        data-copy-value={light}
        {...(themed ? { 'data-copy-value-dark': dark } : {})}
        aria-label={`Copy ${name ?? light}`}
      >
        <span class="q-color__swatch" aria-hidden="true" />
        <span class="q-color__meta">
          {name !== undefined && <span class="q-color__name">{name}</span>}
          <span class="q-color__value q-color__value--light">{light}</span>
          {themed && <span class="q-color__value q-color__value--dark">{dark}</span>}
        </span>
      </button>
    );
  }

  function Row(props: ColorRowProps): VNode {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a row of the swatch grid; its cells are buttons and swatches, laid out by CSS grid
      // biome-ignore lint/a11y/useFocusableInteractive: a row is not itself interactive; its swatch buttons take focus
      <div class="q-color__row" role="row">
        {/* biome-ignore lint/a11y/useSemanticElements: the row's heading cell in the same grid */}
        {/* biome-ignore lint/a11y/useFocusableInteractive: a heading cell takes no focus */}
        <div class="q-color__row-title" role="rowheader">
          {str(props.title) ?? ''}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: the grid's cell holding the swatches */}
        <div class="q-color__items" role="cell">
          {props.children}
        </div>
      </div>
    );
  }

  function Color(props: ColorProps): VNode {
    const variant = str(props.variant) === 'table' ? 'table' : 'compact';
    return (
      <div
        class={cx('q-color', `q-color--${variant}`, str(props.className))}
        {...(variant === 'table' ? { role: 'table' } : {})}
      >
        {props.children}
      </div>
    );
  }
  Color.Row = Row;
  Color.Item = Item;
  return { Color, 'Color.Row': Row, 'Color.Item': Item };
}
