/** ParamField (Param) and ResponseField: a name line with type and pills, an anchor, and the description. */
import type { ComponentChildren, VNode } from 'preact';
import type { ComponentEnv } from './context.js';
import { cx, flag, Glyph, str } from './util.js';

/** The props whose value names a ParamField, in Mintlify's precedence order. */
export const PARAM_LOCATIONS = ['query', 'path', 'body', 'header', 'cookie', 'auth'] as const;

interface FieldProps {
  name?: unknown;
  type?: unknown;
  required?: unknown;
  deprecated?: unknown;
  default?: unknown;
  placeholder?: unknown;
  initialValue?: unknown;
  pre?: unknown;
  post?: unknown;
  id?: unknown;
  className?: unknown;
  children?: ComponentChildren;
  [location: string]: unknown;
}

/** Defaults are written as strings, numbers, booleans or objects; show them as code. */
function formatDefault(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function pills(value: unknown, where: string): VNode[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list.map((item) => <span class={`q-pill q-pill--${where}`}>{String(item)}</span>);
}

/** Creates ParamField, Param and ResponseField. */
export function createFields(env: ComponentEnv): Record<string, (props: never) => VNode | null> {
  function renderField(kind: 'param' | 'response', props: FieldProps): VNode {
    let name = str(props.name);
    let location: string | undefined;
    if (kind === 'param') {
      for (const key of PARAM_LOCATIONS) {
        const value = str(props[key]);
        if (value !== undefined) {
          name = value;
          location = key;
          break;
        }
      }
    }
    const label = name ?? '';
    const id = env.anchorId(label, props.id, `${kind}-`);
    const type = str(props.type);
    const fallback = formatDefault(props.default ?? props.initialValue);
    const deprecated = flag(props.deprecated);
    return (
      <div
        class={cx('q-field', `q-field--${kind}`, deprecated && 'q-field--deprecated', str(props.className))}
        id={id}
        {...(location ? { 'data-location': location } : {})}
      >
        <div class="q-field__head">
          <a class="q-field__anchor" href={`#${id}`} aria-label={`Link to ${label}`}>
            <Glyph name="link" />
          </a>
          {pills(props.pre, 'pre')}
          <span class="q-field__name">{label}</span>
          {pills(props.post, 'post')}
          {type !== undefined && <span class="q-field__type">{type}</span>}
          {flag(props.required) && <span class="q-pill q-pill--required">required</span>}
          {deprecated && <span class="q-pill q-pill--deprecated">deprecated</span>}
          {fallback !== undefined && (
            <span class="q-field__default">
              default: <code>{fallback}</code>
            </span>
          )}
        </div>
        {props.children !== undefined && <div class="q-field__body">{props.children}</div>}
      </div>
    );
  }

  const ParamField = (props: FieldProps): VNode => renderField('param', props);
  const ResponseField = (props: FieldProps): VNode => renderField('response', props);
  return { ParamField, Param: ParamField, ResponseField } as Record<string, (props: never) => VNode | null>;
}
