import { withCodeFrame, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { FLATTEN_HINT } from './nesting-limit.js';

interface MessageLike {
  reason?: string;
  message?: string;
  line?: number | null;
  column?: number | null;
  ruleId?: string | null;
  source?: string | null;
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } } | null;
  /** The JavaScript parser's own error, for code the MDX parser handed on (`import`/`export`). */
  cause?: unknown;
}

/** micromark's words for `import`/`export` lines acorn refused; acorn's own reason is in the cause. */
const ESM_REFUSED = /^Could not parse import\/exports with acorn$/;
/** micromark's words for a `{…}` expression acorn refused (acorn's reason is in the cause, if any). */
const EXPRESSION_REFUSED = /^Could not parse expression with acorn$/;

/**
 * An MDX parse error (a vfile message from micromark/acorn) as a located `mdx-syntax` diagnostic with a code
 * frame. `source` is the text the positions refer to (the whole file: the frontmatter is blanked, not removed).
 */
export function syntaxDiagnostic(error: unknown, file: string, source: string): Diagnostic {
  const e = (error ?? {}) as MessageLike;
  const place = e.place && 'start' in e.place && e.place.start ? e.place.start : e.place;
  const raw = String(e.reason ?? e.message ?? error)
    .replace(/\s+/g, ' ')
    .trim();
  // "Expected a closing tag for `<Note>` (7:1-7:7)" has no place of its own: the open tag is the place.
  const unclosed = !(e.line ?? place?.line) ? UNCLOSED_TAG.exec(raw) : null;
  const line = e.line ?? place?.line ?? (unclosed ? Number(unclosed[2]) : undefined);
  const column = e.column ?? place?.column ?? (unclosed ? Number(unclosed[3]) : undefined);
  const esmCause = ESM_REFUSED.test(raw) ? causeMessage(e.cause) : undefined;
  const expression = EXPRESSION_REFUSED.test(raw);
  const expressionCause = expression ? causeMessage(e.cause) : undefined;
  const reason = unclosed
    ? `${unclosed[1]} is never closed`
    : esmCause
      ? `this \`import\`/\`export\` is not valid JavaScript: ${esmCause}`
      : expression
        ? `this \`{…}\` is not a JavaScript expression${expressionCause ? `: ${expressionCause}` : ''}`
        : raw;
  const diagnostic: Diagnostic = {
    severity: 'error',
    rule: 'mdx-syntax',
    file,
    message: `This page is not valid MDX: ${reason}`,
    hint: unclosed ? unclosedHint(unclosed[1]!) : hintFor(reason, e.ruleId ?? ''),
  };
  if (line) diagnostic.line = line;
  if (line && column) diagnostic.column = column;
  return withCodeFrame(diagnostic, source);
}

/** mdast-util-mdx-jsx's message for a tag still open at the end of the file (or of its container). */
const UNCLOSED_TAG = /^Expected a closing tag for (`<[^`]*>`) \((\d+):(\d+)(?:-\d+:\d+)?\)$/;

function unclosedHint(quotedTag: string): string {
  const name = /^`<([^\s>/]*)/.exec(quotedTag)?.[1] ?? 'Tag';
  return `Add \`</${name}>\` where its content ends, or write \`<${name} />\` when it has none.`;
}

/** The message of the JavaScript parser's error, without the position it appends (`(5:13)`). */
function causeMessage(cause: unknown): string | undefined {
  const message = cause instanceof Error ? cause.message : undefined;
  return message ? message.replace(/\s*\(\d+:\d+\)$/, '') : undefined;
}

function hintFor(reason: string, ruleId: string): string {
  if (/`import`\/`export` is not valid JavaScript/.test(reason)) {
    return '`export const` and `import` lines are JavaScript modules: each name declared once, no `with`, no octal numbers like `010`.';
  }
  // A tag or expression that begins inside a list item or a quote, whose next lines are not indented under it.
  if (/lazy line/i.test(reason)) {
    return 'A tag or `{expression}` started inside a list item or block quote must keep its lines inside it: indent them under the item (or start them with `>` in a quote), or leave a blank line before the tag and start it at the margin.';
  }
  if (/closing tag/i.test(reason)) {
    return 'Close every tag: write `<br />` and `<img ... />`, and make sure each `<Tag>` has its `</Tag>` with nothing out of order.';
  }
  if (ruleId === 'acorn' || /acorn|expression/i.test(reason)) {
    return 'In MDX, `{` starts a JavaScript expression: write `\\{` for a literal brace, or put code in backticks.';
  }
  if (/before name|after name|character/i.test(reason)) {
    return 'In MDX, `<` starts a JSX tag: write `&lt;` (or `\\<`) for a literal `<`, put code in backticks, and write comments as `{/* text */}`.';
  }
  if (/import|export/i.test(reason)) {
    return '`import` and `export` must be valid JavaScript and come at the start of a line, outside paragraphs.';
  }
  return 'Check the tag or expression at this position; escape literal `<` and `{` in text as `\\<` and `\\{`.';
}

/**
 * What went wrong when a page's compile threw: a parse error is the page's (`mdx-syntax`, see syntaxDiagnostic);
 * anything else is a bug in a plugin (`mdx-compile`).
 */
export function compileErrorDiagnostic(error: unknown, file: string, source: string): Diagnostic {
  if (isParseError(error)) return syntaxDiagnostic(error, file, source);
  // The parser or a plugin ran out of stack: nesting the pre-parse checks could not see (thousands of JSX tags
  // inside one another) is the page's, not a bug.
  if (error instanceof RangeError && /call stack/i.test(error.message)) return tooDeep(file);
  return internalError(error, file);
}

function tooDeep(file: string): Diagnostic {
  return {
    severity: 'error',
    rule: 'page-too-deep',
    file,
    line: 1,
    column: 1,
    message:
      'This page nests elements too deep for the parser to follow (thousands of tags inside one another); it is not compiled.',
    hint: FLATTEN_HINT,
  };
}

/**
 * Parse errors come as vfile messages (micromark, acorn, mdast-util-mdx-jsx); anything else is a bug in a
 * plugin. A message has a `source` and `ruleId`, but not always a place: an unclosed `<Note>` at the end of the
 * file names its position only in the text.
 */
function isParseError(error: unknown): boolean {
  const e = error as { line?: unknown; place?: unknown; source?: unknown; ruleId?: unknown; fatal?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return (
    typeof e.line === 'number' || Boolean(e.place) || (typeof e.source === 'string' && typeof e.ruleId === 'string')
  );
}

function internalError(error: unknown, file: string): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return {
    severity: 'error',
    rule: 'mdx-compile',
    file,
    message: `This page could not be compiled: ${message}`,
    hint: 'This is likely a bug in Quire; please report it with the page.',
  };
}
