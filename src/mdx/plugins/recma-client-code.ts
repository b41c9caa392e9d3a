import type { Pattern, Program, Statement } from 'estree';
import { toJs } from 'estree-util-to-js';
import type { VFile } from 'vfile';
import { contextOf } from '../compile-context.js';

/** The functions MDX writes around the page's content: the browser never renders the content itself. */
const MDX_CONTENT = new Set(['MDXContent', '_createMdxContent', '_missingMdxReference']);

/**
 * The code a browser runs to make the page's interactive components work (runtime/islands.ts): every top-level
 * declaration of the compiled page (its `export const` components, what they use, the modules of imported
 * `.jsx` snippets) without the page's content, ending in `return { … }` of the names it declares. It runs with
 * the same names in scope as on the server (see `render-compiled-page.ts`). Kept only for pages that declare
 * something; which components actually need it is known when the page renders.
 */
export function recmaClientCode() {
  return (tree: Program, file: VFile): void => {
    const ctx = contextOf(file);
    ctx.client = undefined;
    const body: Statement[] = [];
    const names: string[] = [];
    for (const statement of tree.body as Statement[]) {
      if (statement.type === 'ReturnStatement') continue;
      if (statement.type === 'FunctionDeclaration' && statement.id && MDX_CONTENT.has(statement.id.name)) continue;
      body.push(statement);
      if (statement.type === 'VariableDeclaration') {
        for (const declaration of statement.declarations) names.push(...boundNames(declaration.id));
      } else if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id) {
        names.push(statement.id.name);
      }
    }
    const declared = names.filter((name) => /^[A-Za-z$][\w$]*$/.test(name) && !name.startsWith('_'));
    if (declared.length === 0) return;
    const program: Program = { type: 'Program', sourceType: 'script', body };
    const code = toJs(program).value;
    ctx.client = { code: `${code}\nreturn { ${declared.join(', ')} };\n`, names: declared };
  };
}

/** The names a declaration's pattern binds (`const { a, b: [c] } = …` binds `a` and `c`). */
function boundNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        property.type === 'RestElement' ? boundNames(property.argument) : boundNames(property.value),
      );
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? boundNames(element) : []));
    case 'RestElement':
      return boundNames(pattern.argument);
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    default:
      return [];
  }
}
