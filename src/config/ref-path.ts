/** Where a `$ref` string points (docs-json.md §1.4): shared by resolution and by position lookup. */
import path from 'node:path';
import { hasUrlScheme } from '../util/is-external-href.js';

/** Why a `$ref` may not be followed. */
export interface RefProblem {
  rule: string;
  message: string;
  hint?: string;
}

/**
 * The absolute file `ref` names when written in the file `from`, or why it may not be used: refs are relative to
 * the file containing them (a leading `/` means the project root, as for every path in docs.json), must stay
 * inside the project, and must name a whole local file.
 */
export function refPath(root: string, from: string, ref: string): string | RefProblem {
  if (ref.trim() === '') {
    return {
      rule: 'config-invalid-value',
      message: '$ref is empty',
      hint: 'give the path of a JSON file, like "./navigation.json".',
    };
  }
  if (hasUrlScheme(ref)) {
    return {
      rule: 'config-ref-outside',
      message: `$ref "${ref}" is a URL; only files inside the project can be referenced`,
      hint: 'download the file into the project and reference it by a relative path.',
    };
  }
  if (ref.includes('#')) {
    return {
      rule: 'config-invalid-value',
      message: `$ref "${ref}" uses a JSON pointer (#…), which is not supported`,
      hint: 'reference a whole file; split the part you need into its own JSON file.',
    };
  }
  const absolute = ref.startsWith('/') ? path.join(root, ref) : path.resolve(path.dirname(from), ref);
  const inside = path.relative(root, absolute);
  if (isOutside(inside)) {
    return {
      rule: 'config-ref-outside',
      message: `$ref "${ref}" points outside the project folder`,
      hint: 'referenced files must be inside the folder that holds docs.json; move the file into it.',
    };
  }
  return absolute;
}

/**
 * `root`-relative name of a file with forward slashes (the absolute path if it is outside the root; `.` for the
 * root itself, which a `$ref` of `"."` names).
 */
export function relativeName(root: string, absolute: string): string {
  const relative = path.relative(root, absolute);
  if (relative === '') return '.';
  return (isOutside(relative) ? absolute : relative).split(path.sep).join('/');
}

/** True for a `path.relative` result that leaves its base: `..`, `../x` or another drive; not a `..name` file. */
function isOutside(relative: string): boolean {
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
}

/** The `$ref` string of an object written as `{ "$ref": "…", … }`, if it is one. */
export function refOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const ref = (value as Record<string, unknown>).$ref;
  return typeof ref === 'string' ? ref : undefined;
}
