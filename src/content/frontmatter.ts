import matter from 'gray-matter';
import { offsetToPosition, withCodeFrame, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { Problem } from '../diagnostics/report.js';
import { dropScriptLinks } from './frontmatter-links.js';
import { MAX_FRONTMATTER_DEPTH, MAX_FRONTMATTER_VALUES } from '../util/limits.js';

/** A page's frontmatter split from its body. */
export interface ParsedFrontmatter {
  /** The YAML mapping (`{}` when there is none or it does not parse). Dates become ISO strings. */
  data: Record<string, unknown>;
  /** The text after the closing `---` line. */
  body: string;
  /** 1-based line of the file where `body` starts (1 when there is no frontmatter). */
  bodyLine: number;
  diagnostics: Diagnostic[];
}

interface YamlMark {
  position?: number;
  line?: number;
  column?: number;
}

interface YamlError extends Error {
  reason?: string;
  mark?: YamlMark;
}

/** Keys whose value is shown as text: anything else is dropped by the page meta, so say so. */
const TEXT_KEYS = ['title', 'sidebarTitle', 'description'] as const;
/** Keys whose value is true or false (`"true"` and `"false"` are read as such too), reference §4. */
const FLAG_KEYS = [
  'hidden',
  'noindex',
  'searchable',
  'deprecated',
  'hideFooterPagination',
  'hideApiMarker',
  'timestamp',
  'rss',
  'public',
] as const;
/** The page modes of reference §4 (`assistant` is the hosted platform's AI chat: the default layout here). */
const PAGE_MODES = ['default', 'wide', 'custom', 'frame', 'center', 'assistant'] as const;

/** `a list`, `a mapping`, `a number`… for messages. */
function kindOf(value: unknown): string {
  return Array.isArray(value)
    ? 'a list'
    : `a ${value !== null && typeof value === 'object' ? 'mapping' : typeof value}`;
}

const OPEN = /^---[ \t]*\r?\n/;
const CLOSE = /\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits the YAML frontmatter off a page and parses it. Never throws: a YAML error becomes an error
 * diagnostic located in the file (not in the YAML block), and the body is still returned so the page
 * renders. A `---` with no closing `---` is not frontmatter (it is a thematic break).
 */
export function parseFrontmatter(source: string, file: string): ParsedFrontmatter {
  const bom = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const text = bom ? source.slice(1) : source;
  const open = OPEN.exec(text);
  const close = open ? CLOSE.exec(text.slice(open[0].length - 1)) : null;
  if (!open || !close) {
    const diagnostics: Diagnostic[] = [];
    // A page that opens with `---` and a `key: value` line meant to start frontmatter, not a rule.
    if (open && /^[A-Za-z_][\w-]*\s*:/m.test(text.slice(open[0].length).split('\n', 1)[0] ?? '')) {
      diagnostics.push(
        withCodeFrame(
          {
            severity: 'warning',
            rule: 'frontmatter-unclosed',
            file,
            line: 1,
            column: 1,
            message: 'The frontmatter is never closed: there is no second `---` line, so it is shown as text.',
            hint: 'Add a line with `---` after the last `key: value` line.',
          },
          source,
        ),
      );
    }
    return { data: {}, body: text, bodyLine: 1, diagnostics };
  }

  // Offsets into `text`: the YAML block, and where the body starts.
  const yamlStart = open[0].length;
  const closeStart = open[0].length - 1 + close.index;
  const bodyStart = closeStart + close[0].length;
  const body = text.slice(bodyStart);
  const bodyLine = offsetToPosition(text, bodyStart).line;
  const diagnostics: Diagnostic[] = [];

  let data: unknown = {};
  try {
    data = parseBlock(`${text.slice(0, bodyStart)}\n`);
  } catch (error) {
    const e = error as YamlError;
    if (error instanceof RangeError) {
      // js-yaml parses nested flow collections recursively: `[[[[…` thousands deep overflows the stack.
      e.reason = `it nests lists and mappings too deeply (the limit is ${MAX_FRONTMATTER_DEPTH})`;
    }
    if (e.reason?.startsWith('duplicated mapping key')) {
      diagnostics.push(
        located(
          e,
          { source, file, bom },
          {
            severity: 'warning',
            rule: 'frontmatter-duplicate-key',
            message: `The frontmatter sets the same key twice: ${e.reason}.`,
            hint: 'Remove one of the two; the last one is used.',
          },
        ),
      );
      data = parseYaml(text.slice(yamlStart, closeStart), true);
    } else {
      diagnostics.push(
        located(
          e,
          { source, file, bom },
          {
            severity: 'error',
            rule: 'frontmatter-yaml',
            message: `The frontmatter is not valid YAML: ${e.reason ?? e.message}.`,
            hint: 'Quote values that contain a colon followed by a space, `#`, or start with `{`, `[`, `*`, `&`, `!`, `|`, `>`, `@` or a backtick.',
          },
        ),
      );
      data = {};
    }
  }
  if (data === null || data === undefined) data = {};
  const size = measure(data);
  if (size !== undefined) {
    diagnostics.push(
      withCodeFrame(
        {
          severity: 'error',
          rule: 'frontmatter-too-large',
          message:
            size === 'deep'
              ? `The frontmatter nests lists and mappings more than ${MAX_FRONTMATTER_DEPTH} deep, so it is ignored.`
              : `The frontmatter holds more than ${MAX_FRONTMATTER_VALUES} values once its YAML aliases (\`*name\`) are expanded, so it is ignored.`,
          file,
          line: 2,
          column: 1,
          hint: 'Frontmatter is for a page title, a description and a few settings: move large data into the page or a snippet.',
        },
        source,
      ),
    );
    data = {};
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(
      withCodeFrame(
        {
          severity: 'warning',
          rule: 'frontmatter-not-object',
          message: 'The frontmatter is not a list of `key: value` pairs, so it is ignored.',
          file,
          line: 2,
          column: 1,
          hint: 'Write one `key: value` per line between the two `---` lines.',
        },
        source,
      ),
    );
    data = {};
  }
  const plain = plainData(data) as Record<string, unknown>;
  const blockLines = text.slice(0, bodyStart).split('\n');
  const keyProblem = (key: string, problem: Pick<Diagnostic, 'rule' | 'message' | 'hint'>): Diagnostic => {
    const line = blockLines.findIndex((l) => l.startsWith(`${key}:`));
    return withCodeFrame({ severity: 'warning', file, line: line >= 0 ? line + 1 : 2, column: 1, ...problem }, source);
  };
  for (const key of TEXT_KEYS) {
    const value = plain[key];
    if (value === undefined || value === null || typeof value === 'string' || typeof value === 'number') continue;
    diagnostics.push(
      keyProblem(key, {
        rule: 'frontmatter-not-text',
        message: `\`${key}\` must be text, but it is ${kindOf(value)}; it is ignored.`,
        hint: `Quote the value: \`${key}: "…"\`.`,
      }),
    );
  }
  for (const key of FLAG_KEYS) {
    const value = plain[key];
    if (value === undefined || value === null || typeof value === 'boolean') continue;
    // Read the same way by every stage: `hidden: "true"` hides the page from the navigation and the search alike.
    if (value === 'true' || value === 'false') {
      plain[key] = value === 'true';
      continue;
    }
    delete plain[key];
    diagnostics.push(
      keyProblem(key, {
        rule: 'frontmatter-not-boolean',
        message: `\`${key}\` must be true or false, but it is ${typeof value === 'string' ? `"${value}"` : kindOf(value)}; it is ignored.`,
        hint: `Write \`${key}: true\` or \`${key}: false\`.`,
      }),
    );
  }
  if (plain.mode !== undefined && plain.mode !== null && !PAGE_MODES.includes(plain.mode as never))
    diagnostics.push(
      keyProblem('mode', {
        rule: 'frontmatter-unknown-mode',
        message: `\`mode\` is ${typeof plain.mode === 'string' ? `"${plain.mode}"` : kindOf(plain.mode)}, which is no page mode; the page uses the default layout.`,
        hint: `Use one of ${PAGE_MODES.map((mode) => `\`${mode}\``).join(', ')}, or remove \`mode\`.`,
      }),
    );
  diagnostics.push(...dropScriptLinks(plain, { block: text.slice(0, bodyStart), file, source }));
  return { data: plain, body, bodyLine, diagnostics };
}

/** Parses the frontmatter block (opening and closing `---` included) with gray-matter. */
function parseBlock(block: string): unknown {
  // Passing options turns off gray-matter's global cache. The JavaScript engine would `eval` the block: refuse.
  const refuse = (): never => {
    throw Object.assign(new Error('frontmatter in JavaScript is not supported'), {
      reason: 'frontmatter written in JavaScript (`---js`) is not supported; write YAML',
    });
  };
  return matter(block, { engines: { js: refuse, javascript: refuse } as never }).data;
}

/** Parses YAML directly (used to recover from duplicate keys, which `json` mode accepts, last one wins). */
function parseYaml(yaml: string, json: boolean): unknown {
  const engine = (matter as unknown as { engines: { yaml: { parse: (s: string, o?: object) => unknown } } }).engines
    .yaml;
  try {
    return engine.parse(yaml, { json });
  } catch {
    return {};
  }
}

/** The file a frontmatter error is in, as `located` needs it. */
interface FrontmatterSource {
  /** The file as read, BOM included: positions and code frames are in it. */
  source: string;
  file: string;
  /** 1 when the file starts with a BOM (which the YAML parser never sees), else 0. */
  bom: number;
}

/**
 * A diagnostic at the YAML error's place. gray-matter hands js-yaml the text that follows the opening `---`,
 * so the mark's offset counts from the fourth character of the frontmatter.
 */
function located(e: YamlError, from: FrontmatterSource, problem: Problem): Diagnostic {
  const { source, file, bom } = from;
  const { severity, rule } = problem;
  const position = e.mark?.position;
  const where =
    typeof position === 'number'
      ? offsetToPosition(source, bom + 3 + position)
      : { line: 2 + (e.mark?.line ?? 0), column: (e.mark?.column ?? 0) + 1 };
  return withCodeFrame({ severity, rule, file, ...where, message: problem.message, hint: problem.hint }, source);
}

/**
 * Why `data` is over the limits, counting values as `plainData` will copy them (YAML aliases are shared
 * references that a copy expands): `'large'`, `'deep'`, or undefined when it fits. Stops at the first excess, so
 * a billion-value alias bomb costs ten thousand steps.
 */
function measure(data: unknown): 'large' | 'deep' | undefined {
  let values = 0;
  const stack: { value: unknown; depth: number }[] = [{ value: data, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (++values > MAX_FRONTMATTER_VALUES) return 'large';
    if (value === null || typeof value !== 'object' || value instanceof Date) continue;
    if (depth >= MAX_FRONTMATTER_DEPTH) return 'deep';
    for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 });
  }
  return undefined;
}

/** Dates (YAML timestamps) become strings so the data stays JSON- and structured-clone-friendly. */
function plainData(value: unknown): unknown {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return String(value);
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(plainData);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = plainData(v);
    return out;
  }
  return value;
}
