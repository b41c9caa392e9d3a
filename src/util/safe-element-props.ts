import { dropUnsafeAttributes } from './html-attributes.js';
import { unsafeElementAttribute } from './script-url.js';
import { dropUnsafeElements, unsafeElement } from './unsafe-elements.js';

/**
 * An element's props as the build lets them out (README, "Nothing in a page runs code from a link or a
 * string"): no `javascript:` URL, no event handler or `srcdoc` written as a string, no `<script>` or refresh,
 * and inner HTML cleaned the same way; null for an element left out. Functions stay: they are the component's.
 */
export function safeElementProps(type: string, props: Record<string, unknown>): Record<string, unknown> | null {
  const text = (name: string): string | undefined => {
    // As JSX writes it too: `httpEquiv` for `http-equiv`.
    const camel = name.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase());
    const value = props[name] ?? props[camel];
    return typeof value === 'string' ? value : undefined;
  };
  if (unsafeElement(type, text)) return null;
  let out: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(props)) {
    const unsafe =
      typeof value === 'string'
        ? unsafeElementAttribute(type, name, value) !== undefined
        : name === 'dangerouslySetInnerHTML' && value !== null && typeof value === 'object';
    if (!unsafe) continue;
    out ??= { ...props };
    if (name === 'dangerouslySetInnerHTML') {
      const html = String((value as { __html?: unknown }).__html ?? '');
      out[name] = { __html: dropUnsafeAttributes(dropUnsafeElements(html), () => undefined) };
    } else delete out[name];
  }
  return out ?? props;
}
