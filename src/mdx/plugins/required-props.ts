/**
 * Built-in components written without a prop they cannot do without (reference §3.4 marks them required): an
 * `<Accordion>` without a `title` has an empty header, a `<Tooltip>` without a `tip` an empty bubble, a `<Tile>`
 * without an `href` leads nowhere. The page still renders; the author is told where, with a `missing-prop`
 * warning. An element that spreads props (`{...props}`) may get them from there, and is not checked.
 */
import { report } from '../../diagnostics/report.js';
import type { CompileContext } from '../compile-context.js';
import { hasAttribute, type JsxElement } from '../mdx-nodes.js';

/** What one component needs: any one of `props`, and what a reader sees without it. */
interface Requirement {
  props: readonly string[];
  without: string;
}

const REQUIRED: ReadonlyMap<string, Requirement> = new Map([
  ['Accordion', { props: ['title'], without: 'its header shows no title' }],
  ['Tab', { props: ['title'], without: 'its tab has no name to click' }],
  ['Step', { props: ['title'], without: 'its step shows no title' }],
  ['View', { props: ['title'], without: 'the view menu has no name for it' }],
  ['Tooltip', { props: ['tip', 'description'], without: 'its bubble is empty' }],
  ['Tile', { props: ['href'], without: 'it leads nowhere' }],
  ['Update', { props: ['label'], without: 'its entry has no label and no anchor' }],
  ['Prompt', { props: ['description'], without: 'it shows no description' }],
  ['ResponseField', { props: ['name'], without: 'the field has no name and no anchor' }],
  ...['ParamField', 'Param'].map((name): [string, Requirement] => [
    name,
    {
      props: ['query', 'path', 'body', 'header', 'cookie', 'auth', 'name'],
      without: 'the parameter has no name and no anchor',
    },
  ]),
]);

/** Reports a built-in component `name` (not one the page defines) that lacks every prop it needs of one kind. */
export function checkRequiredProps(ctx: CompileContext, node: JsxElement, name: string): void {
  const requirement = REQUIRED.get(name);
  if (!requirement) return;
  if (node.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute')) return;
  if (requirement.props.some((prop) => hasAttribute(node, prop))) return;
  report(ctx, node, {
    severity: 'warning',
    rule: 'missing-prop',
    message: `<${name}> has ${lacking(requirement.props)}, so ${requirement.without}.`,
    hint:
      name === 'ParamField' || name === 'Param'
        ? 'Name the parameter by its location, like <ParamField query="limit" type="integer">.'
        : `Add ${requirement.props[0]}="…" to it.`,
  });
}

/** `no \`title\``, `neither \`tip\` nor \`description\``, `none of \`a\`, \`b\` and \`c\``. */
function lacking(props: readonly string[]): string {
  const quoted = props.map((prop) => `\`${prop}\``);
  if (quoted.length === 1) return `no ${quoted[0]}`;
  if (quoted.length === 2) return `neither ${quoted[0]} nor ${quoted[1]}`;
  return `none of ${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}
