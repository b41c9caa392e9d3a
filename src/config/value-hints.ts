/**
 * Hints for docs.json values of the wrong type, form or size, where a problem has no more specific hint: what to
 * write instead, shaped by what was written (a number that should be a string gets quoted, `"true"` loses its
 * quotes). Every config diagnostic says what to do, not only what is wrong.
 */
import type { JsonPath } from './json-path.js';

/** The key a path ends at, for examples: `"name"`, or the list's name for an item (`pages[0]` → `pages`). */
function keyOf(path: JsonPath): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return String(path[i]);
  return 'key';
}

/** The hint for a value of another type than `expected` (zod's names: `string`, `boolean`, `array`…). */
export function typeHint(path: JsonPath, expected: string, value: unknown): string {
  const key = keyOf(path);
  switch (expected) {
    case 'string':
      if (typeof value === 'number' || typeof value === 'boolean')
        return `put the value in quotes: "${key}": "${String(value)}".`;
      return `write text in quotes: "${key}": "…".`;
    case 'boolean':
      if (value === 'true' || value === 'false') return `write ${value} without quotes.`;
      return `write true or false (without quotes): "${key}": true.`;
    case 'number':
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        return `write the number without quotes: "${key}": ${Number(value)}.`;
      return `write a number (without quotes): "${key}": 1.`;
    case 'array':
      return `write a list in square brackets: "${key}": [ … ]${typeof value === 'string' ? `, like "${key}": [${JSON.stringify(value)}]` : ''}.`;
    case 'object':
      if (path.length === 0) return 'docs.json holds one object, in braces: { "name": "My Docs", "theme": "mint", … }.';
      return `write an object in braces: "${key}": { … }.`;
    default:
      return `change the value to ${expected}, or remove "${key}".`;
  }
}

/** The hint for a string of the wrong form (a colour, a URL, a pattern). */
export function formatHint(path: JsonPath, expected: string): string {
  const key = keyOf(path);
  if (/hex colou?r/i.test(expected)) return `write a hex colour with # and 3 or 6 digits: "${key}": "#16A34A".`;
  if (/matching url$/i.test(expected)) return `write a full web address: "${key}": "https://…".`;
  return `rewrite "${key}" in the form the message gives; \`quire schema\` prints the JSON Schema, which editors use to check docs.json as you type.`;
}

/** The hint for a value too short, too long, too small or too large. */
export function sizeHint(
  path: JsonPath,
  size: { small: boolean; origin: string; limit: number; required?: boolean },
): string {
  const key = keyOf(path);
  const { small, origin, limit } = size;
  if (origin === 'string') {
    if (small && limit === 1) return size.required ? `give "${key}" a value.` : `give "${key}" a value, or remove it.`;
    if (small) return `write at least ${limit} characters.`;
    return `shorten "${key}" to at most ${limit} characters.`;
  }
  if (origin === 'array')
    return small
      ? `add at least ${limit} item${limit === 1 ? '' : 's'}, or remove "${key}".`
      : `remove items from "${key}".`;
  return `use a number ${small ? 'of at least' : 'of at most'} ${limit}.`;
}

/** The hint for a value that takes one of several forms, none of which fits. */
export function formsHint(path: JsonPath): string {
  return `write "${keyOf(path)}" in one of the forms the message lists.`;
}

/** The hint for an unknown key when no close key or rule says more. */
export function removeKeyHint(key: string): string {
  return `remove "${key}", or check its place: \`quire schema\` prints every key docs.json accepts, and where.`;
}

/** The hint for a value outside a list of choices that none is close to: write one as listed. */
export function choiceHint(choices: readonly unknown[]): string | undefined {
  const first = choices[0];
  return first === undefined
    ? undefined
    : `write one of the listed values exactly as shown, like ${JSON.stringify(first)}.`;
}

/** The hint for a value a rule of its own refused, whose message says what it accepts. */
export function followMessageHint(path: JsonPath): string {
  return `change "${keyOf(path)}" as the message says.`;
}
