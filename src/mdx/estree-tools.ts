import { parse } from 'acorn';
import type { Expression, Identifier, Node, Pattern, Program, Statement } from 'estree';

/** Parses generated JavaScript (module code) into statements for an ESM node. */
export function parseStatements(code: string): Statement[] {
  return (parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program).body as Statement[];
}

/** Names a pattern binds (`a`, `{b, c: d}`, `[e, ...f]`, `g = 1`). */
export function patternNames(pattern: Pattern | null | undefined, out: string[] = []): string[] {
  if (!pattern) return out;
  switch (pattern.type) {
    case 'Identifier':
      out.push(pattern.name);
      break;
    case 'ObjectPattern':
      for (const p of pattern.properties) patternNames(p.type === 'RestElement' ? p.argument : p.value, out);
      break;
    case 'ArrayPattern':
      for (const e of pattern.elements) patternNames(e, out);
      break;
    case 'RestElement':
      patternNames(pattern.argument, out);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left, out);
      break;
    default:
      break;
  }
  return out;
}

/** Names a top-level statement declares (exports included; import specifiers too). */
export function declaredNames(statement: Node): string[] {
  switch (statement.type) {
    case 'VariableDeclaration':
      return statement.declarations.flatMap((d) => patternNames(d.id));
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      return statement.id ? [statement.id.name] : [];
    case 'ImportDeclaration':
      return statement.specifiers.map((s) => s.local.name);
    case 'ExportNamedDeclaration':
      return statement.declaration ? declaredNames(statement.declaration) : [];
    default:
      return [];
  }
}

/** Every name bound anywhere in a subtree (declarations, parameters, catch clauses), ignoring scopes. */
export function boundNamesAnywhere(root: Node, out: Set<string> = new Set()): Set<string> {
  walk(root, (node) => {
    if (node.type === 'VariableDeclarator') for (const n of patternNames(node.id)) out.add(n);
    else if (
      node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression'
    ) {
      if ('id' in node && node.id) out.add(node.id.name);
      for (const p of node.params) for (const n of patternNames(p)) out.add(n);
    } else if (node.type === 'ClassDeclaration' && node.id) out.add(node.id.name);
    else if (node.type === 'CatchClause' && node.param) for (const n of patternNames(node.param)) out.add(n);
  });
  return out;
}

/** Calls `visit` on every node, parents first; returning false skips the node's children. */
export function walk(
  root: Node,
  // biome-ignore lint/suspicious/noConfusingVoidType: most visitors return nothing; `false` from one prunes
  visit: (node: Node, parent: Node | undefined, key: string | undefined) => boolean | void,
): void {
  const step = (node: Node, parent: Node | undefined, key: string | undefined): void => {
    if (visit(node, parent, key) === false) return;
    for (const k of Object.keys(node)) {
      if (
        k === 'loc' ||
        k === 'range' ||
        k === 'start' ||
        k === 'end' ||
        k === 'leadingComments' ||
        k === 'trailingComments'
      )
        continue;
      const value = (node as unknown as Record<string, unknown>)[k];
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) step(item, node, k);
      } else if (isNode(value)) step(value, node, k);
    }
  };
  step(root, undefined, undefined);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Tells whether an Identifier in this position reads a variable (not a property name, label or binding). */
function isReference(parent: Node | undefined, key: string | undefined): boolean {
  if (!parent) return true;
  switch (parent.type) {
    case 'MemberExpression':
      return key === 'object' || parent.computed;
    case 'Property':
      return key === 'value' || parent.computed;
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return key !== 'key' || parent.computed;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'MetaProperty':
      return false;
    case 'VariableDeclarator':
      return key === 'init';
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
    case 'ClassDeclaration':
    case 'ClassExpression':
      return key === 'body' || key === 'superClass';
    case 'CatchClause':
      return key !== 'param';
    default:
      return true;
  }
}

/**
 * The identifiers of an expression program that read variables not bound inside it, with their parents,
 * so callers can substitute them. Bindings are approximated per function (parameters and declarations
 * anywhere inside), which is enough for the short expressions MDX content holds.
 */
export function freeReferences(root: Node): { node: Identifier; parent: Node | undefined; key: string | undefined }[] {
  const out: { node: Identifier; parent: Node | undefined; key: string | undefined }[] = [];
  const visitScope = (scopeRoot: Node, bound: ReadonlySet<string>): void => {
    walk(scopeRoot, (node, parent, key) => {
      if (
        node !== scopeRoot &&
        (node.type === 'FunctionExpression' ||
          node.type === 'ArrowFunctionExpression' ||
          node.type === 'FunctionDeclaration')
      ) {
        const inner = new Set(bound);
        boundNamesAnywhere(node, inner);
        visitScope(node, inner);
        return false;
      }
      if (node.type === 'Identifier' && !bound.has(node.name) && isReference(parent, key)) {
        if (parent?.type === 'Property' && parent.shorthand && key === 'key') return;
        out.push({ node, parent, key });
      }
      return undefined;
    });
  };
  const bound = new Set<string>();
  if (root.type === 'FunctionExpression' || root.type === 'ArrowFunctionExpression') boundNamesAnywhere(root, bound);
  visitScope(root, bound);
  return out;
}

/**
 * Replaces free references to the given names with copies of the given expressions (snippet props:
 * `{word}` → `"value"`). A shorthand property `{word}` becomes `{word: "value"}`.
 */
export function substituteFree(root: Node, values: ReadonlyMap<string, Expression>): boolean {
  let changed = false;
  for (const { node, parent, key } of freeReferences(root)) {
    const value = values.get(node.name);
    if (!value || !parent || !key) continue;
    if (parent.type === 'Property' && parent.shorthand) parent.shorthand = false;
    const replacement = structuredClone(value);
    const holder = (parent as unknown as Record<string, unknown>)[key];
    if (Array.isArray(holder)) holder[holder.indexOf(node)] = replacement;
    else (parent as unknown as Record<string, unknown>)[key] = replacement;
    changed = true;
  }
  return changed;
}

/** Replaces an expression program's body when the whole expression is itself a free reference. */
export function singleIdentifier(program: Program | null | undefined): string | undefined {
  const statement = program?.body[0];
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  const e = statement.expression;
  if (e.type === 'Identifier') return e.name;
  if (
    e.type === 'MemberExpression' &&
    !e.computed &&
    e.object.type === 'Identifier' &&
    e.object.name === 'props' &&
    e.property.type === 'Identifier'
  ) {
    return e.property.name;
  }
  return undefined;
}

/** A string literal expression. */
export function literal(value: string | number | boolean | null): Expression {
  return { type: 'Literal', value } as Expression;
}
