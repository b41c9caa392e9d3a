import type { ModuleDeclaration, Statement } from 'estree';
import type { RootContent } from 'mdast';
import { report } from '../../diagnostics/report.js';
import type { CompileContext } from '../compile-context.js';
import { declaredNames } from '../estree-tools.js';
import type { TableModule } from './module-table.js';
import type { JsxElement } from '../mdx-nodes.js';
import { MAX_INLINED_NODES, MAX_SNIPPET_DEPTH } from '../../util/limits.js';

/** A snippet file expanded for this page: its content (imports inside it already inlined) and its names. */
export interface ExpandedSnippet {
  content: RootContent[];
  /** Its ESM nodes (imports already resolved to statements), hoisted into the page once. */
  esm: RootContent[];
  names: Set<string>;
  markdown: boolean;
  /** Nodes in `content` (what one usage adds to the page). */
  size: number;
}

/** Expansion state of one page (the page and every snippet it pulls in). */
export interface ExpandState {
  ctx: CompileContext;
  /** Files being expanded, outermost first (cycle detection). */
  stack: string[];
  snippets: Map<string, ExpandedSnippet | null>;
  /** Snippet files whose ESM is already in the page. */
  hoisted: Set<string>;
  /** Names declared at the page's top level so far. */
  declared: Set<string>;
  /**
   * What the imported names among them stand for (`module:/snippets/a.jsx#Box`): a second import of the same
   * thing under the same name (two snippets that both import `Box` from one file) is no clash.
   */
  bindings: Map<string, string>;
  /** Statements already checked against `declared` (hoisted from a nested snippet). */
  accounted: WeakSet<Statement | ModuleDeclaration>;
  modules: Map<string, TableModule>;
  /** Nodes that inlined snippets added so far, all levels together (see MAX_INLINED_NODES). */
  inlined: number;
  /** The page went over MAX_INLINED_NODES (reported once). */
  overflowed: boolean;
}

/** A snippet's ESM as page-level statements (once per page): `export const` loses its `export`. */
export function hoist(path: string, snippet: ExpandedSnippet, state: ExpandState): Statement[] {
  if (state.hoisted.has(path)) return [];
  state.hoisted.add(path);
  const out: Statement[] = [];
  for (const node of snippet.esm) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const s of node.data?.estree?.body ?? []) {
      let statement: Statement | undefined;
      if (s.type === 'ExportNamedDeclaration') statement = s.declaration ?? undefined;
      else if (
        s.type === 'ExportDefaultDeclaration' ||
        s.type === 'ImportDeclaration' ||
        s.type === 'ExportAllDeclaration'
      )
        statement = undefined;
      else statement = s;
      if (!statement) continue;
      if (!state.accounted.has(s)) {
        const clash = declaredNames(statement).find((n) => state.declared.has(n));
        if (clash) {
          report(state.ctx, node, {
            severity: 'warning',
            rule: 'duplicate-declaration',
            message: `\`${clash}\` from snippet ${path} is already defined by the page or another snippet; the snippet's one is left out.`,
            hint: 'Rename one of the two.',
          });
          continue;
        }
        for (const n of declaredNames(statement)) state.declared.add(n);
      }
      state.accounted.add(statement);
      out.push(statement);
    }
  }
  return out;
}

/** Marks statements whose names are already recorded in `declared` (so hoisting them again is no clash). */
export function accounted(statements: Statement[], state: ExpandState): Statement[] {
  for (const s of statements) state.accounted.add(s);
  return statements;
}

/**
 * Records a page-level name; false when the page already declares it: said with a warning, unless it was
 * imported before as the same `binding` (the name already stands for what this import gives).
 */
export function claim(
  name: { local: string; binding?: string },
  where: RootContent | undefined,
  state: ExpandState,
): boolean {
  const { local, binding } = name;
  if (state.declared.has(local)) {
    if (binding !== undefined && state.bindings.get(local) === binding) return false;
    report(state.ctx, where, {
      severity: 'warning',
      rule: 'duplicate-declaration',
      message: `\`${local}\` is imported but already defined; the import is ignored.`,
      hint: 'Rename the import (`import { a as b } from …`) or the other definition.',
    });
    return false;
  }
  state.declared.add(local);
  if (binding !== undefined) state.bindings.set(local, binding);
  return true;
}

/**
 * The snippet when one more copy of it keeps the page within MAX_INLINED_NODES; otherwise null, with one error
 * for the page (snippets that fan out would otherwise take minutes and gigabytes).
 */
export function within(
  snippet: ExpandedSnippet | null | undefined,
  usage: JsxElement,
  state: ExpandState,
): ExpandedSnippet | null | undefined {
  if (!snippet) return snippet;
  state.inlined += snippet.size;
  if (state.inlined <= MAX_INLINED_NODES) return snippet;
  if (!state.overflowed) {
    state.overflowed = true;
    report(state.ctx, usage, {
      severity: 'error',
      rule: 'snippet-limit',
      message: `The snippets of this page expand to more than ${MAX_INLINED_NODES} elements (snippets that include other snippets several times multiply); the rest are left out.`,
      hint: 'Include each snippet fewer times, or make the repeated part a component with props.',
    });
  }
  return null;
}

/** Nodes in a list of trees, counted without recursion. */
export function countNodes(nodes: readonly RootContent[]): number {
  let count = 0;
  const stack: unknown[] = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop() as { children?: unknown[] };
    count++;
    if (node.children) stack.push(...node.children);
  }
  return count;
}

/** True (with an error, the snippet then left out) when including `path` would pass MAX_SNIPPET_DEPTH. */
export function tooDeep(path: string, where: RootContent | undefined, state: ExpandState): boolean {
  if (state.stack.length <= MAX_SNIPPET_DEPTH) return false;
  report(state.ctx, where, {
    severity: 'error',
    rule: 'snippet-limit',
    message: `Snippet ${path} is included ${state.stack.length} snippets deep (${state.stack.slice(0, 3).join(' → ')} → …); the limit is ${MAX_SNIPPET_DEPTH}, so it is left out.`,
    hint: 'Include the inner snippets from the page, or merge some of them.',
  });
  state.snippets.set(path, null);
  return true;
}
