/**
 * Validates a resolved docs.json value against {@link DocsConfigSchema} and turns zod issues into located,
 * plain-English diagnostics. Pure: the value and a position index in, the config and diagnostics out.
 */
import { isKnownLanguage } from '../util/language-tag.js';
import type { z } from 'zod';
import { DiagnosticCollector } from '../diagnostics/collector.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { report, type ReportContext } from '../diagnostics/report.js';
import { formatJsonPath, type JsonPath, type Locate } from './json-path.js';
import { describeChoices, describeType, describeValue, didYouMean, joinOr } from './issue-text.js';
import { missingKeyHint, unknownKeyHint, valueHint } from './key-hints.js';
import {
  choiceHint,
  followMessageHint,
  formatHint,
  formsHint,
  removeKeyHint,
  sizeHint,
  typeHint,
} from './value-hints.js';
import type { PositionIndex } from './position-index.js';
import { DocsConfigSchema, type DocsConfig } from './schema/docs-config.js';
import { ApiSpecRefSchema, GROUP_MISPLACED_KEYS, GroupSchema } from './schema/navigation.js';
import { findUnknownKeys, isRequiredKey, keyRules, schemasAt } from './schema-walk.js';

type Issue = z.core.$ZodIssue;

interface Context {
  value: unknown;
  positions: PositionIndex;
  /** A strict object inside a union can be reported by zod and by the key walker: the repeat is dropped. */
  diagnostics: DiagnosticCollector;
  /** `report()` at a JSON path points at the value written there (`atKey` at its key). */
  locate: Locate;
}

/** Loose schemas and the extra keys they keep: what a group cannot hold reaches the navigation resolver. */
const TOLERATED_KEYS: ReadonlyMap<z.core.$ZodType, readonly string[]> = new Map([[GroupSchema, GROUP_MISPLACED_KEYS]]);

/** Validates `value`; the config is returned only when there is no error (warnings are fine). */
export function validateConfig(
  value: unknown,
  positions: PositionIndex,
): { config?: DocsConfig; diagnostics: Diagnostic[] } {
  const context: Context = { value, positions, diagnostics: new DiagnosticCollector(), locate: positions.locate };
  const parsed = DocsConfigSchema.safeParse(value);
  if (!parsed.success) for (const issue of parsed.error.issues) mapIssue(context, issue, []);
  warnDroppedGroupSpecs(context);
  warnUnknownLanguages(context);
  // A key zod already rejected as unknown (in a strict object) is not warned about a second time.
  const rejected = new Set(context.diagnostics.list.filter((d) => d.rule === 'config-unknown-key').map((d) => d.path));
  for (const unknown of findUnknownKeys(DocsConfigSchema, value, { tolerate: TOLERATED_KEYS })) {
    const path = [...unknown.path, unknown.key];
    if (rejected.has(formatJsonPath(path))) continue;
    report(atKey(context), path, {
      severity: 'warning',
      rule: 'config-unknown-key',
      message: `unknown key "${unknown.key}"; it is ignored`,
      hint: unknownKeyHint(unknown.key, unknown.path, unknown.known) ?? removeKeyHint(unknown.key),
    });
  }
  const diagnostics = context.diagnostics.list;
  const failed = diagnostics.some((d) => d.severity === 'error');
  return failed || !parsed.success ? { diagnostics } : { config: parsed.data, diagnostics };
}

/**
 * An invalid `openapi` or `asyncapi` value on a group is dropped, as on the platform, where such sites build
 * (GroupSchema catches it): each problem it has is a located warning that says the key is ignored.
 */
function warnDroppedGroupSpecs(context: Context): void {
  eachNavigationObject(context, (record, path) => {
    if (typeof record.group !== 'string') return;
    for (const key of ['openapi', 'asyncapi']) {
      const checked = record[key] === undefined ? undefined : ApiSpecRefSchema.safeParse(record[key]);
      if (!checked || checked.success) continue;
      const found: Context = { ...context, diagnostics: new DiagnosticCollector() };
      for (const issue of checked.error.issues) mapIssue(found, issue, [...path, key]);
      context.diagnostics.addAll(
        found.diagnostics.list.map((d) => ({
          ...d,
          severity: 'warning' as const,
          message: `${d.message}; the group's "${key}" is ignored`,
        })),
      );
    }
  });
}

/**
 * A `language` code that names no language (`klingon`, `english`): the site still builds, its pages in that
 * section say `lang="klingon"` to screen readers and search engines, and the switcher shows the code as written.
 */
function warnUnknownLanguages(context: Context): void {
  eachNavigationObject(context, (record, path) => {
    if (path.at(-2) === 'languages' && typeof record.language === 'string' && !isKnownLanguage(record.language))
      report(context, [...path, 'language'], {
        severity: 'warning',
        rule: 'config-unknown-language',
        message: `"${record.language}" is not a language code; the pages of this language are marked as written`,
        hint: 'Use a language code such as "en", "fr", "de", "ja", "zh-Hans" or "pt-BR".',
      });
  });
}

/** Calls `visit` with every object inside docs.json's `navigation`, and its path. */
function eachNavigationObject(
  context: Context,
  visit: (record: Record<string, unknown>, path: JsonPath) => void,
): void {
  const walk = (node: unknown, path: JsonPath): void => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index]);
      return;
    }
    if (!isObject(node)) return;
    const record = node as Record<string, unknown>;
    visit(record, path);
    for (const [key, child] of Object.entries(record)) if (typeof child === 'object') walk(child, [...path, key]);
  };
  walk(valueAt(context.value, ['navigation']), ['navigation']);
}

/** Maps one zod issue found at `base` (union branches report paths relative to the union). */
function mapIssue(context: Context, issue: Issue, base: JsonPath): void {
  const path = [...base, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))];
  const value = valueAt(context.value, path);
  const parentPath = path.slice(0, -1);
  const key = path.at(-1);
  const missing = value === undefined && typeof key === 'string' && isObject(valueAt(context.value, parentPath));
  switch (issue.code) {
    case 'invalid_type': {
      if (missing) {
        missingKey(context, { parentPath, key, expected: issue.expected });
        return;
      }
      report(context, path, {
        severity: 'error',
        rule: 'config-invalid-type',
        message: `expected ${describeType(issue.expected)}, received ${describeValue(value)}`,
        hint: typeHint(path, issue.expected, value),
      });
      return;
    }
    case 'invalid_value':
      if (missing) {
        missingKey(context, {
          parentPath,
          key,
          expected: 'string',
          hint: missingKeyHint(path, 'string', issue.values),
        });
        return;
      }
      report(context, path, {
        severity: 'error',
        rule: 'config-invalid-value',
        message: `expected ${describeChoices(issue.values)}, received ${describeValue(value)}`,
        hint: valueHint(path, value) ?? didYouMean(value, issue.values) ?? choiceHint(issue.values),
      });
      return;
    case 'invalid_format': {
      const expected = issue.message.startsWith('expected ')
        ? issue.message
        : `expected a string matching ${issue.pattern ?? issue.format}`;
      report(context, path, {
        severity: 'error',
        rule: 'config-invalid-value',
        message: `${expected}, received ${describeValue(value)}`,
        hint: formatHint(path, expected),
      });
      return;
    }
    case 'too_small':
    case 'too_big':
      report(context, path, {
        severity: 'error',
        rule: 'config-invalid-value',
        message: sizeMessage(issue, value),
        hint: sizeHint(path, {
          small: issue.code === 'too_small',
          origin: String(issue.origin),
          limit: Number(issue.code === 'too_small' ? issue.minimum : issue.maximum),
          required:
            typeof key === 'string' &&
            isRequiredKey(DocsConfigSchema, { rootValue: context.value, path: parentPath, key }),
        }),
      });
      return;
    case 'unrecognized_keys': {
      const candidates = schemasAt(DocsConfigSchema, context.value, path);
      const strict = candidates.filter((candidate) => keyRules([candidate]).strict);
      const known = keyRules(strict.length ? strict : candidates).known;
      for (const key of issue.keys) {
        const keyPath = [...path, key];
        report(atKey(context), keyPath, {
          severity: 'error',
          rule: 'config-unknown-key',
          message: `unknown key "${key}"${path.length ? ` (${formatJsonPath(path)} only accepts known keys)` : ''}`,
          hint: unknownKeyHint(key, path, known) ?? removeKeyHint(key),
        });
      }
      return;
    }
    case 'invalid_union':
      mapUnion(context, issue, { path, value, missing });
      return;
    case 'invalid_key': {
      const inner = issue.issues[0]?.message ?? 'invalid key';
      report(atKey(context), path, {
        severity: 'error',
        rule: 'config-invalid-value',
        message: `invalid key "${String(path.at(-1))}": ${inner}`,
        hint: `rename or remove the key "${String(path.at(-1))}".`,
      });
      return;
    }
    case 'custom': {
      const params = (issue.params ?? {}) as { hint?: string; rule?: string };
      const message = issue.message.startsWith('expected ')
        ? `${issue.message}, received ${describeValue(value)}`
        : issue.message;
      report(context, path, {
        severity: 'error',
        rule: params.rule ?? 'config-invalid-value',
        message,
        hint: params.hint ?? followMessageHint(path),
      });
      return;
    }
    default:
      report(context, path, {
        severity: 'error',
        rule: 'config-invalid-value',
        message: issue.message,
        hint: formsHint(path),
      });
  }
}

/** Where an issue is: its JSON path, and the value written there (undefined when missing). */
interface IssueSite {
  path: JsonPath;
  value: unknown;
  /** The value is a required key absent from its object. */
  missing: boolean;
}

/** A union failed: report the branch the user most likely meant, or every accepted form when none is close. */
function mapUnion(context: Context, issue: Extract<Issue, { code: 'invalid_union' }>, site: IssueSite): void {
  const { path, value } = site;
  if (issue.discriminator !== undefined || issue.errors.length === 0) {
    const choices = (issue as { options?: unknown[] }).options ?? [];
    const key = path.at(-1);
    if (value === undefined && typeof key === 'string' && choices.length > 0) {
      missingKey(context, {
        parentPath: path.slice(0, -1),
        key,
        expected: 'string',
        hint: missingKeyHint(path, 'string', choices),
      });
      return;
    }
    report(context, path, {
      severity: 'error',
      rule: 'config-invalid-value',
      message: `expected ${describeChoices(choices)}, received ${describeValue(value)}`,
      hint: didYouMean(value, choices) ?? choiceHint(choices),
    });
    return;
  }
  const rootLevel = (i: Issue) => i.path.length === 0;
  // A branch of fixed values (`"copy" | "view"`) is another type, not a near miss, for an object or a list: an
  // object in a list of names or objects is reported against the object form.
  const structured = typeof value === 'object' && value !== null;
  const otherType = (i: Issue) => i.code === 'invalid_type' || (i.code === 'invalid_value' && structured);
  const typeMismatch = (branch: Issue[]) => branch.every((i) => rootLevel(i) && otherType(i));
  const formOf = (i: Issue) =>
    i.code === 'invalid_type' ? describeType(i.expected) : i.code === 'invalid_value' ? describeChoices(i.values) : '';
  const candidates = issue.errors.filter((branch) => !typeMismatch(branch));
  if (candidates.length === 0) {
    const types = issue.errors.flat().map((i) => (i.code === 'invalid_type' ? i.expected : undefined));
    const key = path.at(-1);
    // A required key that may take several forms (a string or an object…) is missing, not of the wrong type.
    if (site.missing && typeof key === 'string') {
      missingKey(context, { parentPath: path.slice(0, -1), key, expected: types[0] ?? 'string' });
      return;
    }
    const expected = issue.errors.flat().map((i) => formOf(i) || 'another form');
    report(context, path, {
      severity: 'error',
      rule: 'config-invalid-type',
      message: `expected ${joinOr(expected)}, received ${describeValue(value)}`,
      hint: formsHint(path),
    });
    return;
  }
  if (candidates.every((branch) => branch.every((i) => rootLevel(i) && i.code === 'invalid_value'))) {
    const values = candidates.flat().flatMap((i) => (i.code === 'invalid_value' ? i.values : []));
    const otherForms = issue.errors.filter(typeMismatch).flat();
    const others = otherForms.map(formOf).filter(Boolean);
    const expected = others.length ? `${describeChoices(values)} or ${joinOr(others)}` : describeChoices(values);
    report(context, path, {
      severity: 'error',
      rule: 'config-invalid-value',
      message: `expected ${expected}, received ${describeValue(value)}`,
      hint: didYouMean(value, values) ?? choiceHint(values),
    });
    return;
  }
  // Fewest problems wins; on a tie, the branch that got deepest into the value.
  const depth = (branch: Issue[]) => Math.max(...branch.map((i) => i.path.length));
  const best = candidates.reduce((a, b) =>
    b.length < a.length || (b.length === a.length && depth(b) > depth(a)) ? b : a,
  );
  for (const inner of best) mapIssue(context, inner, path);
}

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, value: unknown): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? (issue as { minimum: number }).minimum : (issue as { maximum: number }).maximum);
  switch (issue.origin) {
    case 'string':
      if (small && limit === 1) return 'must not be empty';
      return `expected ${small ? 'at least' : 'at most'} ${limit} characters, received ${describeValue(value)}`;
    case 'array': {
      const count = Array.isArray(value) ? value.length : 0;
      return `expected ${small ? 'at least' : 'at most'} ${limit} item${limit === 1 ? '' : 's'}, received ${count}`;
    }
    default:
      return `expected a number ${small ? '≥' : '≤'} ${limit}, received ${describeValue(value)}`;
  }
}

/** A required key that is not there. */
interface MissingKey {
  /** The object that lacks it. */
  parentPath: JsonPath;
  key: string;
  /** The type it should have, for the default hint. */
  expected: string;
  /** Replaces the default hint. */
  hint?: string;
}

function missingKey(context: Context, missing: MissingKey): void {
  const { parentPath, key, expected, hint } = missing;
  report(context, parentPath, {
    severity: 'error',
    rule: 'config-missing-key',
    message: `missing required key "${key}"`,
    hint: hint ?? missingKeyHint([...parentPath, key], expected),
  });
}

/** The context for problems with a key itself (unknown, invalid): located at the key, not at its value. */
function atKey(context: Context): ReportContext<JsonPath> {
  return { diagnostics: context.diagnostics, locate: context.positions.locateKey };
}

function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
