/** Note, Tip, Warning, Info, Check, Danger and the custom Callout. */
import type { ComponentChildren, VNode } from 'preact';
import type { ComponentEnv } from './context.js';
import { cx, Glyph, IconSlot, str, type WithIcon } from './util.js';

export const CALLOUT_TYPES = ['note', 'tip', 'warning', 'info', 'check', 'danger'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

/** Props of Callout and the six presets (whose colour and glyph `color` and `icon` override). */
export interface CalloutProps extends WithIcon {
  children?: ComponentChildren;
  title?: ComponentChildren;
  /** A CSS colour (hex in the reference) for the border, background and icon. */
  color?: string;
  className?: string;
}

/** Shared markup: the type drives the colour and default glyph; `color` and `icon` override them. */
function renderCallout(env: ComponentEnv, type: CalloutType | 'custom', props: CalloutProps): VNode {
  const color = str(props.color);
  const title = props.title;
  const icon = props.icon ? (
    <IconSlot env={env} icon={props.icon} iconType={props.iconType} size={16} color={color} />
  ) : type === 'custom' ? null : (
    <Glyph name={type} />
  );
  return (
    <div
      class={cx('q-callout', `q-callout--${type}`, str(props.className))}
      data-callout-type={type}
      role="note"
      style={color ? { '--q-callout-color': color } : undefined}
    >
      {icon && <div class="q-callout__icon">{icon}</div>}
      <div class="q-callout__body">
        {title !== undefined && title !== '' && <p class="q-callout__title">{title}</p>}
        {props.children}
      </div>
    </div>
  );
}

/** Creates the six preset callouts and `Callout`. */
export function createCallouts(env: ComponentEnv): Record<string, (props: CalloutProps) => VNode> {
  const map: Record<string, (props: CalloutProps) => VNode> = {
    Callout: (props) => renderCallout(env, 'custom', props),
  };
  for (const type of CALLOUT_TYPES) {
    const name = type[0]!.toUpperCase() + type.slice(1);
    map[name] = (props) => renderCallout(env, type, props);
  }
  return map;
}
