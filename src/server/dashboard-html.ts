import { escapeAttribute } from '../util/escape-html.js';

/** Markup that is already safe: the result of {@link html}, never a string that came from outside. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What may go inside `${…}` of {@link html}: text is escaped, markup and lists of markup are kept. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | HtmlValue[];

/**
 * The dashboard's one way of writing markup: a tagged template that escapes every interpolated value (for text
 * and double-quoted attributes alike) unless it is itself `html`. `false`, `null` and `undefined` write nothing,
 * so `${cond && html`…`}` reads naturally.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (const [index, value] of values.entries()) out += render(value) + (strings[index + 1] ?? '');
  return new SafeHtml(out);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeAttribute(String(value));
}
