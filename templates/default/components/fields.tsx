/** ParamField (Param) and ResponseField: a name line with type and pills, an anchor, and the description. */
import type { ComponentChildren, VNode } from 'preact';
import type { MdxComponents } from '../../../src/render/theme.js';
import type { ComponentEnv } from './context.js';
import { cx, flag, Glyph, str } from './util.js';

/** The props whose value names a ParamField, in Mintlify's precedence order. */
export const PARAM_LOCATIONS = ['query', 'path', 'body', 'header', 'cookie', 'auth'] as const;

/**
 * ParamField (Param) and ResponseField props (reference §3.4). A ParamField is named by its location prop
 * (`<ParamField query="limit">`), a ResponseField by `name`. Flags are `boolean | string` because MDX gives
 * `required="false"` as text.
 */
export interface FieldProps {
  name?: string;
  query?: string;
  path?: string;
  body?: string;
  header?: string;
  cookie?: string;
  auth?: string;
  /** Free text: `string`, `integer`, `object[]`, `A | B`... */
  type?: string;
  required?: boolean | string;
  deprecated?: boolean | string;
  /** Any value (a string, number, boolean, object): shown as code, non-strings as JSON. */
  default?: unknown;
  placeholder?: string;
  /** Older name of `default`. */
  initialValue?: unknown;
  /** Pills before the name. */
  pre?: string[] | string;
  /** Pills after the name. */
  post?: string[] | string;
  /** Anchor id; by default `param-<slug of the name>` / `response-…`. */
  id?: string;
  className?: string;
  /** The description (Markdown). */
  children?: ComponentChildren;
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

/** The `pre`/`post` labels (`string[]`, reference §3.4): text and numbers; other items (objects) are skipped. */
function pills(value: unknown, where: string): VNode[] {
  const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list
    .filter(
      (item): item is string | number => (typeof item === 'string' && item.trim() !== '') || typeof item === 'number',
    )
    .map((item) => <span class={`q-pill q-pill--${where}`}>{String(item)}</span>);
}

/**
 * What the playground of a hand-written `api:` page reads from a ParamField: its name, type, required flag,
 * default and placeholder (`data-location` names where it goes).
 */
function playgroundData(input: {
  name: string;
  type: string | undefined;
  fallback: string | undefined;
  props: FieldProps;
}): Record<string, string> {
  const out: Record<string, string> = { 'data-param-name': input.name };
  if (input.type !== undefined) out['data-param-type'] = input.type;
  if (flag(input.props.required)) out['data-param-required'] = '';
  if (input.fallback !== undefined) out['data-param-default'] = input.fallback;
  const placeholder = str(input.props.placeholder);
  if (placeholder !== undefined) out['data-param-placeholder'] = placeholder;
  return out;
}

/** Creates ParamField, Param and ResponseField. */
export function createFields(env: ComponentEnv): MdxComponents {
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
        {...(location && name !== undefined ? playgroundData({ name, type, fallback, props }) : {})}
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
  return { ParamField, Param: ParamField, ResponseField };
}
