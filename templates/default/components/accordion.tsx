/** Accordion, AccordionGroup and Expandable, on native `<details>` so they open without scripts. */
import type { ComponentChildren, VNode } from 'preact';
import type { MdxComponents } from '../../../src/render/theme.js';
import type { ComponentEnv } from './context.js';
import { cx, flag, Glyph, IconSlot, str, textOf, type WithIcon } from './util.js';

/** Accordion's props (reference §3.4); flags are `boolean | string` because MDX gives `"false"` as text. */
export interface AccordionProps extends WithIcon {
  /** The summary line (required by the reference); its text gives the anchor id. */
  title?: ComponentChildren;
  description?: ComponentChildren;
  /** Open when the page loads (default false). */
  defaultOpen?: boolean | string;
  /** Anchor id; the compiler injects one from the title. */
  id?: string;
  className?: string;
  children?: ComponentChildren;
}

export interface AccordionGroupProps {
  className?: string;
  children?: ComponentChildren;
}

export interface ExpandableProps {
  /** Names what it holds: "Show {title}" / "Hide {title}" (default `child attributes`). */
  title?: string;
  /** Open when the page loads (default false). */
  defaultOpen?: boolean | string;
  className?: string;
  children?: ComponentChildren;
}

/** Creates Accordion, AccordionGroup and Expandable. */
export function createAccordions(env: ComponentEnv): MdxComponents {
  function Accordion(props: AccordionProps): VNode {
    env.ctx.features.add('accordion');
    const id = env.anchorId(textOf(props.title), props.id);
    return (
      <details class={cx('q-accordion', str(props.className))} id={id} open={flag(props.defaultOpen)} data-accordion="">
        <summary class="q-accordion__summary">
          <Glyph name="chevron-right" className="q-accordion__chevron" />
          <IconSlot env={env} icon={props.icon} iconType={props.iconType} size={16} className="q-accordion__icon" />
          <span class="q-accordion__heading">
            <span class="q-accordion__title">{props.title}</span>
            {props.description !== undefined && props.description !== '' && (
              <span class="q-accordion__description">{props.description}</span>
            )}
          </span>
        </summary>
        <div class="q-accordion__body">{props.children}</div>
      </details>
    );
  }

  function AccordionGroup(props: AccordionGroupProps): VNode {
    return <div class={cx('q-accordion-group', str(props.className))}>{props.children}</div>;
  }

  function Expandable(props: ExpandableProps): VNode {
    const title = str(props.title) ?? 'child attributes';
    return (
      <details class={cx('q-expandable', str(props.className))} open={flag(props.defaultOpen)}>
        <summary class="q-expandable__summary">
          <Glyph name="chevron-right" className="q-expandable__chevron" />
          <span class="q-expandable__show">Show {title}</span>
          <span class="q-expandable__hide">Hide {title}</span>
        </summary>
        <div class="q-expandable__body">{props.children}</div>
      </details>
    );
  }

  return { Accordion, AccordionGroup, Expandable };
}
