import type { Expression, Program, Statement } from 'estree';
import { RUNTIME } from '../runtime/runtime-names.js';

const MDX_INTERNAL = new Set(['MDXContent', '_createMdxContent', '_missingMdxReference']);

/**
 * Wraps the page's own components (`export const Counter = () => …`, `function Chart() {}`) in the
 * renderer's `_quireSafe`, so a component that throws while rendering (a browser-only API, a typo) shows a
 * notice in its place instead of failing the whole page.
 */
export function recmaSafeComponents() {
  return (tree: Program): void => {
    const body: Statement[] = [];
    for (const statement of tree.body as Statement[]) {
      body.push(statement);
      if (statement.type === 'VariableDeclaration') {
        for (const d of statement.declarations) {
          if (d.id.type !== 'Identifier' || !isComponentName(d.id.name) || !d.init) continue;
          if (d.init.type === 'ArrowFunctionExpression' || d.init.type === 'FunctionExpression') {
            d.init = safeCall(d.init, d.id.name);
          }
        }
      } else if (statement.type === 'FunctionDeclaration' && statement.id && isComponentName(statement.id.name)) {
        const name = statement.id.name;
        body.push({
          type: 'ExpressionStatement',
          expression: {
            type: 'AssignmentExpression',
            operator: '=',
            left: { type: 'Identifier', name },
            right: safeCall({ type: 'Identifier', name }, name),
          },
        });
      }
    }
    tree.body = body;
  };
}

function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name) && !MDX_INTERNAL.has(name);
}

function safeCall(value: Expression, name: string): Expression {
  return {
    type: 'CallExpression',
    callee: { type: 'Identifier', name: RUNTIME.safe },
    arguments: [value, { type: 'Literal', value: name }],
    optional: false,
  };
}
