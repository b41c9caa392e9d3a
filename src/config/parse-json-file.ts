/**
 * Parses one JSON config file into a jsonc-parser syntax tree (which keeps every offset) and turns syntax errors
 * into readable, located messages. docs.json is strict JSON: comments and trailing commas are rejected, but
 * with a message that says exactly that instead of "value expected".
 */
import { createScanner, parseTree, visit, type Node, type ParseError } from 'jsonc-parser';
import { MAX_JSON_DEPTH } from '../util/limits.js';

/** A syntax problem at an offset of the file. */
export interface JsonSyntaxError {
  offset: number;
  message: string;
  hint?: string;
}

/** The parsed tree, or the syntax errors that prevented it. */
export interface ParsedJsonFile {
  tree?: Node;
  errors: JsonSyntaxError[];
}

// jsonc-parser declares these as `const enum`s, which test transpilers do not inline; mirror the values.
const ERR = {
  InvalidSymbol: 1,
  InvalidNumberFormat: 2,
  PropertyNameExpected: 3,
  ValueExpected: 4,
  ColonExpected: 5,
  CommaExpected: 6,
  CloseBraceExpected: 7,
  CloseBracketExpected: 8,
  EndOfFileExpected: 9,
  InvalidCommentToken: 10,
  UnexpectedEndOfComment: 11,
  UnexpectedEndOfString: 12,
  UnexpectedEndOfNumber: 13,
  InvalidUnicode: 14,
  InvalidEscapeCharacter: 15,
  InvalidCharacter: 16,
} as const;

const TOKEN = { OpenBrace: 1, CloseBrace: 2, OpenBracket: 3, CloseBracket: 4, EOF: 17 } as const;
const TRIVIA = new Set([12, 13, 14, 15]);

/** Parses `text`; on syntax errors returns located messages (the first real error, plus every comment and
 * trailing comma, which the parser recovers from cleanly). */
export function parseJsonFile(text: string): ParsedJsonFile {
  const raw: ParseError[] = [];
  let tree: Node | undefined;
  try {
    tree = parseTree(text, raw, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  } catch (error) {
    // jsonc-parser descends recursively: thousands of nested brackets overflow the stack.
    if (!(error instanceof RangeError)) throw error;
    return { errors: [{ offset: 0, message: `arrays and objects are nested more than ${MAX_JSON_DEPTH} deep` }] };
  }
  if (raw.length === 0 && tree) return { tree, errors: [] };
  if (text.trim() === '') {
    return { errors: [{ offset: 0, message: 'the file is empty: expected a JSON object', hint: 'start from `{ }`.' }] };
  }
  const errors: JsonSyntaxError[] = [];
  const handled = new Set<number>();
  for (const error of raw) {
    if (handled.has(error.offset)) continue;
    handled.add(error.offset);
    const trailing = trailingCommaBefore(text, error);
    if (trailing !== undefined) {
      errors.push({
        offset: trailing,
        message: 'trailing comma: JSON does not allow a comma after the last item',
        hint: 'remove this comma.',
      });
      continue;
    }
    if (error.error === ERR.InvalidCommentToken || error.error === ERR.UnexpectedEndOfComment) {
      errors.push({
        offset: error.offset,
        message: 'comments are not allowed in JSON',
        hint: 'remove the comment; docs.json is plain JSON, not JSONC.',
      });
      continue;
    }
    errors.push(describeError(text, error));
    break; // after a real error the parser's recovery produces noise
  }
  return { errors };
}

/** If the error sits on a `}`/`]` right after a `,`, the offset of that comma. */
function trailingCommaBefore(text: string, error: ParseError): number | undefined {
  if (error.error !== ERR.PropertyNameExpected && error.error !== ERR.ValueExpected) return undefined;
  const at = text[error.offset];
  if (at !== '}' && at !== ']') return undefined;
  const previous = previousSignificant(text, error.offset);
  return previous !== undefined && text[previous] === ',' ? previous : undefined;
}

/** Offset of the last non-whitespace character before `offset`. */
function previousSignificant(text: string, offset: number): number | undefined {
  for (let i = offset - 1; i >= 0; i--) if (!/\s/.test(text[i] ?? '')) return i;
  return undefined;
}

function describeError(text: string, error: ParseError): JsonSyntaxError {
  const found = tokenText(text, error);
  const context = openContainerAt(text, error.offset);
  const closer = context?.kind === 'array' ? ']' : '}';
  switch (error.error) {
    case ERR.InvalidSymbol:
      if (found.startsWith("'")) {
        return {
          offset: error.offset,
          message: `unexpected ${found}: JSON strings must use double quotes`,
          hint: 'replace the single quotes with double quotes.',
        };
      }
      if (
        context?.kind === 'object' &&
        /^[A-Za-z_$][\w$-]*$/.test(found) &&
        nextSignificant(text, error.offset + error.length) === ':'
      ) {
        return {
          offset: error.offset,
          message: `property names must be in double quotes, found ${found}`,
          hint: `write "${found}".`,
        };
      }
      return { offset: error.offset, message: `unexpected ${quote(found)}: expected a value`, hint: VALUE_HINT };
    case ERR.PropertyNameExpected:
      return { offset: error.offset, message: `expected a property name in double quotes, found ${quote(found)}` };
    case ERR.ValueExpected:
      return { offset: error.offset, message: `expected a value, found ${quote(found)}`, hint: VALUE_HINT };
    case ERR.ColonExpected:
      return { offset: error.offset, message: `expected ":" after the property name, found ${quote(found)}` };
    case ERR.CommaExpected: {
      const end = previousSignificant(text, error.offset);
      const wrongCloser = found === '}' || found === ']';
      return {
        offset: end === undefined ? error.offset : end + 1,
        message: `expected "," or "${closer}" after this value, found ${quote(found)}`,
        hint:
          wrongCloser && context
            ? `close the ${context.kind} opened at ${lineOf(text, context.offset)} with "${closer}" first.`
            : 'add a "," between the two items.',
      };
    }
    case ERR.CloseBraceExpected:
    case ERR.CloseBracketExpected: {
      const expected = error.error === ERR.CloseBraceExpected ? '}' : ']';
      const kind = expected === '}' ? 'object' : 'array';
      const opened = context && context.kind === kind ? ` opened at ${lineOf(text, context.offset)}` : '';
      return {
        offset: error.offset,
        message: `expected "${expected}" to close the ${kind}${opened}, found ${quote(found)}`,
      };
    }
    case ERR.EndOfFileExpected:
      return {
        offset: error.offset,
        message: 'unexpected content after the end of the JSON value',
        hint: 'a JSON file holds one value: remove what follows the closing "}".',
      };
    case ERR.UnexpectedEndOfString:
      return { offset: error.offset, message: 'this string is not closed', hint: 'add the closing double quote.' };
    case ERR.InvalidCharacter:
      return {
        offset: error.offset,
        message: 'invalid character in a string',
        hint: 'escape tabs and line breaks inside strings as \\t and \\n.',
      };
    case ERR.InvalidEscapeCharacter:
    case ERR.InvalidUnicode:
      return {
        offset: error.offset,
        message: 'invalid escape sequence in a string',
        hint: 'valid escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.',
      };
    case ERR.InvalidNumberFormat:
    case ERR.UnexpectedEndOfNumber:
      return { offset: error.offset, message: `invalid number ${quote(found)}` };
    default:
      return { offset: error.offset, message: `invalid JSON near ${quote(found)}` };
  }
}

const VALUE_HINT = 'a value is a string in double quotes, a number, true, false, null, an object or an array.';

function tokenText(text: string, error: ParseError): string {
  const token = text.slice(error.offset, error.offset + Math.max(error.length, 1));
  if (error.offset >= text.length || token === '') return 'end of file';
  return token.length > 24 ? `${token.slice(0, 24)}…` : token;
}

function quote(found: string): string {
  return found === 'end of file' ? found : `\`${found}\``;
}

function nextSignificant(text: string, offset: number): string | undefined {
  for (let i = offset; i < text.length; i++) if (!/\s/.test(text[i] ?? '')) return text[i];
  return undefined;
}

/** The innermost object/array still open at `offset` (tokens before it), for "close the array opened at …". */
function openContainerAt(text: string, offset: number): { kind: 'object' | 'array'; offset: number } | undefined {
  const scanner = createScanner(text, true);
  const stack: { kind: 'object' | 'array'; offset: number }[] = [];
  for (let token = scanner.scan(); token !== TOKEN.EOF; token = scanner.scan()) {
    if (scanner.getTokenOffset() >= offset) break;
    if (TRIVIA.has(token)) continue;
    if (token === TOKEN.OpenBrace) stack.push({ kind: 'object', offset: scanner.getTokenOffset() });
    else if (token === TOKEN.OpenBracket) stack.push({ kind: 'array', offset: scanner.getTokenOffset() });
    else if (token === TOKEN.CloseBrace || token === TOKEN.CloseBracket) stack.pop();
  }
  return stack.at(-1);
}

function lineOf(text: string, offset: number): string {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return `line ${line}`;
}

/**
 * Keys written twice in one object, with the offset of the second: `JSON.parse` keeps the last one without a
 * word, so a key added at the bottom of a long docs.json silently replaces one at the top. One pass of
 * jsonc-parser's scanner, no tree.
 */
export function duplicateKeys(text: string): { key: string; offset: number }[] {
  const found: { key: string; offset: number }[] = [];
  const objects: Set<string>[] = [];
  try {
    visit(text, {
      onObjectBegin: () => {
        objects.push(new Set());
      },
      onObjectEnd: () => {
        objects.pop();
      },
      onObjectProperty: (key, offset) => {
        const keys = objects[objects.length - 1];
        if (!keys) return;
        if (keys.has(key)) found.push({ key, offset });
        else keys.add(key);
      },
    });
  } catch (error) {
    // Nested past the stack (config-too-deep reports it): no duplicates to report.
    if (!(error instanceof RangeError)) throw error;
  }
  return found;
}
