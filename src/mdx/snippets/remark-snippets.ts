import { hoistNestedEsm } from './hoist-esm.js';
import type { ImportDeclaration, ModuleDeclaration, Statement } from 'estree';
import type { Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { report } from '../../diagnostics/report.js';
import { contextOf } from '../compile-context.js';
import { declaredNames, parseStatements } from '../estree-tools.js';
import { resolveImport, resolveLegacySnippet } from './import-resolver.js';
import { esmNode, isJsx, markFile, stringAttribute, type JsxElement } from '../mdx-nodes.js';
import { addModule, moduleImportStatement, moduleTableStatement } from './module-table.js';
import {
  accounted,
  claim,
  countNodes,
  hoist,
  tooDeep,
  within,
  type ExpandedSnippet,
  type ExpandState,
} from './snippet-state.js';
import { RUNTIME } from '../runtime/runtime-names.js';
import { applyProps, usageOf } from './snippet-props.js';

/**
 * Resolves imports and inlines snippets (reference §3.5), so the page's code is self-contained:
 * - `import X from "/snippets/a.mdx"` (or relative): each `<X word="v"/>` is replaced by the snippet's
 *   content with its props filled in; the snippet's own imports and `export const`s move to the page;
 * - `import { name } from "…mdx"`: the snippet's exports, hoisted;
 * - `import { C } from "…jsx"`: the component module compiled into the page's module table;
 * - legacy `<Snippet file="a.mdx"/>` from `_snippets/` (or `snippets/`);
 * - `react`/`preact` imports map to the runtime; missing files and npm packages become located
 *   `missing-import` warnings and placeholder components.
 */
export function remarkSnippets() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const ctx = contextOf(file);
    if (ctx.format === 'md') return;
    hoistNestedEsm(tree, String(file.value));
    const declared = new Set<string>();
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const s of node.data?.estree?.body ?? [])
        if (s.type !== 'ImportDeclaration') for (const n of declaredNames(s)) declared.add(n);
    }
    const state: ExpandState = {
      ctx,
      stack: [ctx.file],
      snippets: new Map(),
      hoisted: new Set(),
      declared,
      bindings: new Map(),
      accounted: new WeakSet(),
      modules: new Map(),
      inlined: 0,
      overflowed: false,
    };
    await expandTree(tree, ctx.file, state);
    if (state.modules.size > 0) tree.children.unshift(esmNode(moduleTableStatement(state.modules)));
  };
}

/** One tree being expanded (the page's or a snippet's): the page-wide state, and what is this tree's own. */
interface TreeScope {
  state: ExpandState;
  /** The tree's file: relative imports resolve from it. */
  file: string;
  /** Default-imported snippets (local name → snippet path): their usages are inlined. */
  inline: Map<string, string>;
  /** Statements that legacy `<Snippet file>` snippets hoist into the tree. */
  extra: Statement[];
}

/** Resolves the imports of a tree (page or snippet) in place, then inlines its snippet usages. */
async function expandTree(tree: Root, treeFile: string, state: ExpandState): Promise<void> {
  const scope: TreeScope = { state, file: treeFile, inline: new Map(), extra: [] };
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    const body: (Statement | ModuleDeclaration)[] = [];
    for (const statement of node.data.estree.body) {
      if (statement.type === 'ImportDeclaration') {
        body.push(...accounted(await importStatements(statement, node, scope), state));
      } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
        // `export { a } from "./x"` re-exports nothing in a page; keep the import half.
        const asImport: ImportDeclaration = {
          type: 'ImportDeclaration',
          source: statement.source,
          specifiers: statement.specifiers.map((s) => ({
            type: 'ImportSpecifier',
            imported: s.local,
            local: s.exported as never,
          })),
          attributes: [],
          ...(statement.loc ? { loc: statement.loc } : {}),
        };
        body.push(...accounted(await importStatements(asImport, node, scope), state));
      } else if (
        statement.type === 'ExportDefaultDeclaration' &&
        treeFile === state.ctx.file &&
        tree.children.some((child) => child.type !== 'mdxjsEsm')
      ) {
        // MDX renders a page's default export instead of its content (a layout): everything written is lost.
        report(state.ctx, node, {
          severity: 'warning',
          rule: 'export-default',
          message:
            "`export default` makes MDX show what it exports in place of the page: the page's own text is not shown.",
          hint: 'Export the component with a name (`export const Layout = …`) and use it as `<Layout>` in the page.',
        });
        body.push(statement);
      } else if (statement.type === 'ExportAllDeclaration') {
        report(state.ctx, node, {
          severity: 'warning',
          rule: 'missing-import',
          message: '`export * from` is not supported in MDX pages and snippets; it is ignored.',
          hint: 'Import the names you need with `import { a, b } from "…"`.',
        });
      } else body.push(statement);
    }
    node.data.estree.body = body as never;
  }
  await inlineUsages(tree, scope);
  if (scope.extra.length > 0) tree.children.unshift(esmNode(scope.extra));
}

/** The statements that replace one import declaration (written in the ESM node `esm` of the scope's tree). */
async function importStatements(
  statement: ImportDeclaration,
  esm: RootContent,
  scope: TreeScope,
): Promise<Statement[]> {
  const { state, file: treeFile, inline } = scope;
  const { ctx } = state;
  const spec = String(statement.source.value);
  const target = resolveImport(spec, treeFile, ctx.services.options.fileExists);
  const where = locate(statement, esm);
  const out: Statement[] = [];
  // `binding` names what `init` stands for: the same thing imported again under the same name is no clash.
  const declare = (local: string, init: string, binding?: string): void => {
    if (!claim({ local, ...(binding ? { binding } : {}) }, where, state)) return;
    out.push(...parseStatements(`const ${local} = ${init};`));
  };
  const placeholders = (message: string, hint: string, warn = true): Statement[] => {
    if (warn) report(ctx, where, { severity: 'warning', rule: 'missing-import', message, hint });
    for (const s of statement.specifiers) {
      ctx.placeholders.add(s.local.name);
      declare(s.local.name, `${RUNTIME.missing}(${JSON.stringify(s.local.name)})`, `missing:${spec}`);
    }
    return out;
  };

  if (target.kind === 'runtime') {
    const source = /jsx(-dev)?-runtime$/.test(spec) ? RUNTIME.jsxRuntime : RUNTIME.react;
    for (const s of statement.specifiers) {
      const imported = s.type === 'ImportSpecifier' ? importedName(s) : undefined;
      declare(
        s.local.name,
        imported === undefined ? source : `${source}[${JSON.stringify(imported)}]`,
        `runtime:${source}#${imported ?? '*'}`,
      );
    }
    return out;
  }
  if (target.kind === 'package') {
    return placeholders(
      `Cannot import the npm package "${spec}": MDX pages can only import project files.`,
      'Define the component in the page with `export const`, or put it in a `.jsx` file under `snippets/` and import that.',
    );
  }
  if (target.kind === 'not-found') {
    if (target.path === '..' || target.path.startsWith('../'))
      return placeholders(
        `Cannot import "${spec}": it is outside the site's folder (the one holding docs.json), and pages import files inside it only.`,
        "Move the file into the site's folder (snippets/ is the usual place) and import it from there.",
      );
    // A page whose import is missing must be rebuilt when the file appears.
    ctx.dependencies.add(target.path);
    return placeholders(
      `Cannot import "${spec}": there is no file ${target.path}.`,
      'Check the path (root-absolute paths start at the folder holding docs.json), or remove the import.',
    );
  }
  ctx.dependencies.add(target.path);
  if (target.type === 'css') return out;
  if (target.type === 'other') {
    return placeholders(
      `Cannot import "${spec}": only .mdx, .md, .jsx, .tsx, .js and .ts files can be imported.`,
      'Remove the import.',
    );
  }
  if (target.type === 'module') {
    if (!(await addModule(target.path, state.ctx, state.modules))) {
      return placeholders(
        `Cannot import "${spec}": the component file does not compile.`,
        'See the error reported for that file.',
        false,
      );
    }
    const exports = state.modules.get(target.path)?.exports;
    for (const s of statement.specifiers) {
      const imported =
        s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : importedName(s);
      if (imported !== '*' && exports && !exports.has(imported)) {
        // What the module does not export would render as nothing at all.
        report(ctx, where, {
          severity: 'warning',
          rule: 'missing-import',
          message:
            imported === 'default'
              ? `"${spec}" has no default export.`
              : `"${spec}" has no export named "${imported}"${exportList(exports)}.`,
          hint:
            imported === 'default'
              ? `Import one of its named exports (\`import { Name } from "${spec}"\`), or add \`export default\` to ${target.path}.`
              : `Export it from ${target.path} with \`export const ${imported} = …\`, or check the spelling.`,
        });
        ctx.placeholders.add(s.local.name);
        declare(s.local.name, `${RUNTIME.missing}(${JSON.stringify(s.local.name)})`, `missing:${spec}#${imported}`);
        continue;
      }
      if (!claim({ local: s.local.name, binding: `module:${target.path}#${imported}` }, where, state)) continue;
      out.push(...moduleImportStatement(s.local.name, target.path, imported));
    }
    return out;
  }

  // An .mdx/.md snippet.
  const snippet = await expandSnippet(target.path, where, state);
  if (!snippet) return placeholders('', '', false);
  out.push(...hoist(target.path, snippet, state));
  for (const s of statement.specifiers) {
    const local = s.local.name;
    if (s.type === 'ImportDefaultSpecifier') inline.set(local, target.path);
    else if (s.type === 'ImportNamespaceSpecifier') declare(local, `{ ${[...snippet.names].join(', ')} }`);
    else {
      const imported = importedName(s);
      if (!snippet.names.has(imported)) {
        report(ctx, where, {
          severity: 'warning',
          rule: 'missing-import',
          message: `"${spec}" has no export named "${imported}".`,
          hint: `Export it from ${target.path} with \`export const ${imported} = …\`, or check the spelling.`,
        });
        ctx.placeholders.add(local);
        declare(local, `${RUNTIME.missing}(${JSON.stringify(local)})`);
      } else if (local !== imported) declare(local, imported, `snippet:${target.path}#${imported}`);
    }
  }
  return out;
}

/** `: it exports A, B and C` (named exports only), or nothing when it has none. */
function exportList(exports: ReadonlySet<string>): string {
  const named = [...exports].filter((name) => name !== 'default');
  if (!named.length) return '';
  const shown = named.slice(0, 5).map((name) => `"${name}"`);
  const rest = named.length > shown.length ? `, and ${named.length - shown.length} more` : '';
  return `; it exports ${shown.join(', ')}${rest}`;
}

/** Loads, parses and expands a snippet file once per page; null when it cannot be used. */
async function expandSnippet(
  path: string,
  where: RootContent | undefined,
  state: ExpandState,
): Promise<ExpandedSnippet | null> {
  const { ctx } = state;
  if (state.stack.includes(path)) {
    report(ctx, where, {
      severity: 'warning',
      rule: 'snippet-cycle',
      message: `Snippet ${path} includes itself (${[...state.stack, path].join(' → ')}); the inner copy is left out.`,
      hint: 'Remove the import that closes the loop.',
    });
    return null;
  }
  if (state.snippets.has(path)) return state.snippets.get(path)!;
  if (tooDeep(path, where, state)) return null;
  ctx.dependencies.add(path);
  const source = ctx.services.options.readFile(path);
  const loaded = source === undefined ? undefined : ctx.services.sources.load(path, source);
  if (!loaded) {
    report(ctx, where, {
      severity: 'warning',
      rule: 'missing-import',
      message: `Cannot read snippet ${path}.`,
      hint: 'Check that the file exists.',
    });
  } else ctx.diagnostics.push(...loaded.diagnostics);
  if (!loaded?.tree) {
    state.snippets.set(path, null);
    return null;
  }
  const tree = loaded.tree;
  hoistNestedEsm(tree, source ?? '');
  markFile(tree, path);
  state.stack.push(path);
  await expandTree(tree, path, state);
  state.stack.pop();
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type === 'mdxjsEsm')
      for (const s of node.data?.estree?.body ?? []) for (const n of declaredNames(s)) names.add(n);
  }
  const snippet: ExpandedSnippet = {
    content: tree.children.filter((n) => n.type !== 'mdxjsEsm'),
    esm: tree.children.filter((n) => n.type === 'mdxjsEsm'),
    names,
    markdown: path.toLowerCase().endsWith('.md'),
    size: countNodes(tree.children),
  };
  state.snippets.set(path, snippet);
  return snippet;
}

/** Replaces `<X …/>` (an imported snippet) and legacy `<Snippet file>` with their content, depth first. */
async function inlineUsages(parent: Parent, scope: TreeScope): Promise<void> {
  const { state, inline, extra } = scope;
  for (let i = 0; i < parent.children.length; i++) {
    const node = parent.children[i]!;
    if (!isJsx(node) || !node.name) {
      if ('children' in node) await inlineUsages(node, scope);
      continue;
    }
    const legacy = node.name === 'Snippet' && !inline.has('Snippet') && !state.declared.has('Snippet');
    if (!inline.has(node.name) && !legacy) {
      await inlineUsages(node, scope);
      continue;
    }
    await inlineUsages(node, scope);
    const content = within(
      legacy ? await legacySnippet(node, extra, state) : state.snippets.get(inline.get(node.name)!),
      node,
      state,
    );
    const replacement = content ? applyProps(structuredClone(content.content), usageOf(node), content.markdown) : [];
    const fitted =
      node.type === 'mdxJsxTextElement' && replacement.length === 1 && replacement[0]!.type === 'paragraph'
        ? replacement[0].children
        : replacement;
    parent.children.splice(i, 1, ...(fitted as typeof parent.children));
    i += fitted.length - 1;
  }
}

/** `<Snippet file="name.mdx"/>`: the snippet, its ESM added to the tree's hoisted statements. */
async function legacySnippet(
  node: JsxElement,
  extra: Statement[],
  state: ExpandState,
): Promise<ExpandedSnippet | null> {
  const name = stringAttribute(node, 'file');
  const path = name ? resolveLegacySnippet(name, state.ctx.services.options.fileExists) : undefined;
  if (!path) {
    report(state.ctx, node, {
      severity: 'warning',
      rule: 'missing-import',
      message: name
        ? `<Snippet file="${name}"/>: no such file in _snippets/ or snippets/.`
        : '<Snippet> needs a `file` prop.',
      hint: 'Check the file name, or import the snippet: `import MySnippet from "/snippets/my-snippet.mdx"`.',
    });
    return null;
  }
  node.attributes = node.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || a.name !== 'file');
  const snippet = await expandSnippet(path, node, state);
  if (snippet) extra.push(...hoist(path, snippet, state));
  return snippet;
}

function importedName(s: ImportDeclaration['specifiers'][number]): string {
  if (s.type !== 'ImportSpecifier') return 'default';
  return s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
}

/** A stand-in node carrying the import statement's own position (acorn's loc), for diagnostics. */
function locate(statement: ImportDeclaration, esm: RootContent): RootContent {
  const loc = statement.loc;
  if (!loc) return esm;
  return {
    ...esm,
    position: {
      start: { line: loc.start.line, column: loc.start.column + 1 },
      end: { line: loc.end.line, column: loc.end.column + 1 },
    },
  } as RootContent;
}
