/**
 * Where the value at a JSON path starts in a JSON(C) text, found with jsonc-parser's scanner alone: no tree and no
 * recursion, so a file nested thousands deep (whose tree would overflow the stack) is located all the same.
 */
import { createScanner, SyntaxKind } from 'jsonc-parser';
/** A path into a JSON value: keys and indexes. */
type JsonPath = readonly (string | number)[];

interface Frame {
  array: boolean;
  /** The member's key (objects) or item's index (arrays) the scan is at. */
  at: string | number;
  /** An object frame waiting for a key (after `{` or `,`). */
  wantsKey: boolean;
}

const VALUE_STARTS = new Set([
  SyntaxKind.OpenBraceToken,
  SyntaxKind.OpenBracketToken,
  SyntaxKind.StringLiteral,
  SyntaxKind.NumericLiteral,
  SyntaxKind.TrueKeyword,
  SyntaxKind.FalseKeyword,
  SyntaxKind.NullKeyword,
]);

/** The offset where the value at `path` starts, or undefined when the text has no value there. */
export function scanJsonPath(text: string, path: JsonPath): number | undefined {
  const scanner = createScanner(text, true);
  const stack: Frame[] = [];
  const here = (): boolean =>
    stack.length === path.length && stack.every((frame, depth) => String(frame.at) === String(path[depth]));
  for (let token = scanner.scan(); token !== SyntaxKind.EOF; token = scanner.scan()) {
    const top = stack.at(-1);
    if (top && !top.array && top.wantsKey) {
      if (token === SyntaxKind.StringLiteral) {
        top.at = scanner.getTokenValue();
        top.wantsKey = false;
      } else if (token === SyntaxKind.CloseBraceToken) stack.pop();
      continue;
    }
    if (VALUE_STARTS.has(token) && stack.length <= path.length && here()) return scanner.getTokenOffset();
    if (token === SyntaxKind.OpenBraceToken || token === SyntaxKind.OpenBracketToken) {
      const array = token === SyntaxKind.OpenBracketToken;
      stack.push({ array, at: array ? 0 : '', wantsKey: !array });
    } else if (token === SyntaxKind.CloseBraceToken || token === SyntaxKind.CloseBracketToken) {
      stack.pop();
    } else if (token === SyntaxKind.CommaToken && top) {
      if (top.array) top.at = (top.at as number) + 1;
      else top.wantsKey = true;
    }
  }
  return undefined;
}
