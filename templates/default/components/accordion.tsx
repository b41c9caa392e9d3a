/** Accordion, AccordionGroup and Expandable, on native `<details>` so they open without scripts. */
import type { ComponentChildren, VNode } from 'preact';
import type { ComponentEnv } from './context.js';
import { cx, flag, Glyph, IconSlot, str, textOf } from './util.js';

interface AccordionProps {
  title?: ComponentChildren;
  description?: ComponentChildren;
  defaultOpen?: unknown;
  icon?: unknown;
  iconType?: unknown;
  id?: unknown;
  className?: unknown;
  children?: ComponentChildren;
}

/** Creates Accordion, AccordionGroup and Expandable. */
export function createAccordions(env: ComponentEnv): Record<string, (props: never) => VNode | null> {
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

  function AccordionGroup(props: { className?: unknown; children?: ComponentChildren }): VNode {
    return <div class={cx('q-accordion-group', str(props.className))}>{props.children}</div>;
  }

  function Expandable(props: { title?: unknown; defaultOpen?: unknown; className?: unknown; children?: ComponentChildren }): VNode {
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

  return { Accordion, AccordionGroup, Expandable } as Record<string, (props: never) => VNode | null>;
}
