/** Plain-English pieces of config messages: "a string", "the number 42", "did you mean …?". */
import { distance } from 'fastest-levenshtein';

/** `"abc"`, `the number 4`, `an array`, `an object`, `true`, `null`, `nothing`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return value.length > 60 ? `the string "${value.slice(0, 57)}…"` : `"${value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : 'an array';
  return 'an object';
}

/** The zod type name as a noun phrase: `string` → `a string`. */
export function describeType(type: string): string {
  switch (type) {
    case 'object':
    case 'record':
      return 'an object';
    case 'array':
    case 'tuple':
      return 'an array';
    case 'int':
      return 'a whole number';
    case 'null':
    case 'undefined':
      return type;
    default:
      return `a ${type}`;
  }
}

/** `"a"`, `"a" or "b"`, `one of "a", "b", "c"`; long lists are cut (the hint suggests the closest). */
export function describeChoices(values: readonly unknown[]): string {
  const shown = values.map((v) => JSON.stringify(v));
  if (shown.length === 1) return shown[0] ?? '';
  if (shown.length === 2) return `${shown[0]} or ${shown[1]}`;
  if (shown.length <= 12) return `one of ${shown.join(', ')}`;
  return `one of ${shown.slice(0, 8).join(', ')}, … (${shown.length} values)`;
}

/** `a, b or c`. */
export function joinOr(items: readonly string[]): string {
  const unique = [...new Set(items)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
}

/** The candidate closest to `input` if it is close enough to be a likely typo. */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  const lower = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = candidate.toLowerCase() === lower ? 0 : distance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const limit = Math.max(2, Math.floor(input.length / 3));
  return best !== undefined && bestDistance <= limit ? best : undefined;
}

/** `did you mean "x"?` or undefined. */
export function didYouMean(input: unknown, candidates: readonly unknown[]): string | undefined {
  if (typeof input !== 'string') return undefined;
  const strings = candidates.filter((c): c is string => typeof c === 'string');
  const match = closest(input, strings);
  return match === undefined ? undefined : `did you mean "${match}"?`;
}
