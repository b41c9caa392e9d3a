/** Steps and Step: an ordered list with numbered (or icon) markers and anchored titles. */
import { cloneElement, isValidElement, toChildArray, type ComponentChildren, type VNode } from 'preact';
import type { MdxComponents } from '../../../src/render/theme.js';
import type { ComponentEnv } from './context.js';
import { cx, flag, IconSlot, str, textOf, type WithIcon } from './util.js';

const TITLE_TAGS = new Set(['p', 'h2', 'h3', 'h4']);

/** Step's props (reference §3.4). */
export interface StepProps extends WithIcon {
  /** Required by the reference; its text gives the anchor id. */
  title?: ComponentChildren;
  /** The marker's number instead of the position; `stepNumber="3"` arrives as a string. */
  stepNumber?: number | string;
  /** `p` (default), `h2`, `h3` or `h4`. */
  titleSize?: string;
  /** Anchor id; the compiler injects one from the title. */
  id?: string;
  /** No link on the title; `boolean | string` because MDX gives `"false"` as text. */
  noAnchor?: boolean | string;
  className?: string;
  children?: ComponentChildren;
  /** Position in the parent Steps, set by Steps (1-based). */
  qIndex?: number;
  /** Steps' `titleSize`, unless the Step sets its own. */
  qTitleSize?: string;
}

export interface StepsProps {
  /** Every Step's title size unless it sets its own: `p` (default), `h2`, `h3` or `h4`. */
  titleSize?: string;
  className?: string;
  children?: ComponentChildren;
}

/** Creates Steps and Step. */
export function createSteps(env: ComponentEnv): MdxComponents {
  function Step(props: StepProps): VNode {
    const titleText = textOf(props.title);
    const id = env.anchorId(titleText, props.id);
    const size = str(props.titleSize) ?? props.qTitleSize ?? 'p';
    const Tag = (TITLE_TAGS.has(size) ? size : 'p') as 'p';
    const number = str(props.stepNumber) ?? String(props.qIndex ?? 1);
    const anchored = !flag(props.noAnchor);
    return (
      <li class={cx('q-step', str(props.className))} id={id}>
        <div class="q-step__marker" aria-hidden="true">
          {props.icon ? (
            <IconSlot env={env} icon={props.icon} iconType={props.iconType} size={14} />
          ) : (
            <span>{number}</span>
          )}
        </div>
        <div class="q-step__content">
          {props.title !== undefined && (
            <Tag class={cx('q-step__title', `q-step__title--${size}`)}>
              {anchored ? (
                <a class="q-step__link" href={`#${id}`}>
                  {props.title}
                </a>
              ) : (
                props.title
              )}
            </Tag>
          )}
          <div class="q-step__body">{props.children}</div>
        </div>
      </li>
    );
  }

  function Steps(props: StepsProps): VNode {
    let index = 0;
    const titleSize = str(props.titleSize);
    // Number the steps here: a Step cannot know its position on its own. Other content written between them
    // (an intro sentence) stays in its place, in an item without a marker, and takes no number.
    const children = toChildArray(props.children).map((child) => {
      if (!isValidElement(child)) return typeof child === 'string' && !child.trim() ? null : child;
      // A Step, or a component of the page's that passes a title on to one.
      if (child.type !== Step && (child.props as StepProps).title === undefined)
        return <li class="q-steps__note">{child}</li>;
      return cloneElement(child, { qIndex: ++index, ...(titleSize ? { qTitleSize: titleSize } : {}) });
    });
    return <ol class={cx('q-steps', str(props.className))}>{children}</ol>;
  }

  return { Steps, Step };
}
