import path from 'node:path';
import type { Node as EstreeNode, Program } from 'estree';
import type { Image, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { closest, distance } from 'fastest-levenshtein';
import { report } from '../../diagnostics/report.js';
import { isExternalHref } from '../../util/is-external-href.js';
import { contextOf, type CompileContext } from '../compile-context.js';
import { boundNamesAnywhere, declaredNames, freeReferences, parseStatements, walk } from '../estree-tools.js';
import { recordComponentIcon } from './icon-uses.js';
import { markdownHtml } from './markdown-html.js';
import { checkRequiredProps } from './required-props.js';
import {
  checkEsmAttributes,
  checkJsxAttributes,
  removeUnsafeElement,
  checkRawHtml,
  replaceUnsafeUrl,
  type UnsafeUrlState,
  unwrapReferences,
} from './unsafe-attributes.js';
import { attribute, esmNode, hasAttribute, isJsx, nodeFile, stringAttribute, type JsxElement } from '../mdx-nodes.js';
import { INJECTED_NAMES, RUNTIME } from '../runtime/runtime-names.js';

/** Browser globals: undefined while rendering on the server, expected by code guarded with `typeof`. */
const BROWSER_GLOBALS = new Set([
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'history',
  'screen',
  'alert',
]);

/**
 * Checks what a page uses, after snippets are inlined, so nothing is silently lost:
 * - unknown components (not built in, not defined or imported, not an HTML tag) → located
 *   `unknown-component` warning and a visible placeholder that still renders the children;
 * - local images that do not exist → `missing-image` warning, image kept with a visible marker;
 * - expressions reading undefined names → `undefined-variable` warning, the name reads as `undefined`
 *   (instead of a page that fails to render);
 * - `icon` props of built-in components are recorded for the render stage to check against the icon library;
 * - built-in components without a prop they need → `missing-prop` warning (required-props.ts);
 * - `<Example>` becomes `<Frame>`; links are collected for the link checker;
 * - `javascript:` URLs and event handlers written as strings are left out, reported (unsafe-attributes.ts).
 */
export function remarkComponents() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    const declared = new Set<string>(INJECTED_NAMES);
    const esmBound = new Set<string>();
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
      for (const s of node.data.estree.body) for (const n of declaredNames(s)) declared.add(n);
      boundNamesAnywhere(node.data.estree as unknown as EstreeNode, esmBound);
    }
    const known = ctx.services.options.knownComponents;
    const missingInEsm = new Set<string>();
    const page: PageNames = { ctx, declared, esmBound, known, missingInEsm, agentsOnly: 0, inAnchor: 0 };
    if (ctx.format === 'md') markdownHtml(tree, (nodes) => checkRawHtml(nodes, page));
    const visit = (node: Nodes): void => {
      if (isJsx(node)) checkElement(node, page);
      else if (node.type === 'image') checkImage(node, ctx);
      else if ((node.type === 'link' || node.type === 'definition') && !page.agentsOnly) addLink(ctx, node.url, node);
      else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
        checkProgram(node.data?.estree, node, page);
      else if (node.type === 'mdxjsEsm') collectEsmJsx(node.data?.estree, node, page);
      if (!('children' in node)) return;
      // `<Visibility for="agents">` shows in the Markdown twin only: readers of the HTML never see its links.
      const agents = isJsx(node) && node.name === 'Visibility' && stringAttribute(node, 'for') === 'agents';
      if (agents) page.agentsOnly++;
      // Inside an `<a>` no link can be (HTML does not nest them): a Markdown link there, or an address the
      // GFM autolink made of its text (`<a href="mailto:x">x@y.com</a>`), is its text.
      const anchor = isJsx(node) && node.name === 'a';
      if (anchor) page.inAnchor++;
      const children = node.children as Nodes[];
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        if (page.inAnchor > 0 && child.type === 'link') {
          children.splice(i, 1, ...(child.children as Nodes[]));
          i--;
          continue;
        }
        // A link, image or definition whose URL runs code gives way to its text: that text is visited next. A
        // `<script>` (or a refresh `<meta>`) is left out.
        const url = child.type === 'link' || child.type === 'image' || child.type === 'definition';
        if (url && replaceUnsafeUrl(children, i, page)) i--;
        else if (isJsx(child) && removeUnsafeElement(children, i, page)) i--;
        else visit(child);
      }
      if (agents) page.agentsOnly--;
      if (anchor) page.inAnchor--;
    };
    visit(tree);
    if (page.unsafeDefinitions) unwrapReferences(tree, page.unsafeDefinitions);
    if (missingInEsm.size > 0) {
      const code = [...missingInEsm].map((n) => `const ${n} = ${RUNTIME.missing}(${JSON.stringify(n)});`).join('\n');
      tree.children.unshift(esmNode(parseStatements(code)));
    }
  };
}

/** What the checks of one page share, made once per page: its compile context and the names it can use. */
interface PageNames extends UnsafeUrlState {
  ctx: CompileContext;
  /** Names the page's ESM declares, and the names the runtime injects. */
  declared: ReadonlySet<string>;
  /** Names bound anywhere in the page's ESM (parameters and locals of `export const` components included). */
  esmBound: ReadonlySet<string>;
  /** Components the theme provides. */
  known: ReadonlySet<string>;
  /** Unknown components used inside the page's ESM: each gets a placeholder declaration once the walk is done. */
  missingInEsm: Set<string>;
  /** Above 0 inside content only agents read (the Markdown twin): its links are not collected. */
  agentsOnly: number;
  /** Above 0 inside an `<a>` element, where links become their text. */
  inAnchor: number;
}

function checkElement(node: JsxElement, page: PageNames): void {
  const { ctx, declared, known } = page;
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxExpressionAttribute') checkProgram(attr.data?.estree, node, page);
    else if (attr.value && typeof attr.value === 'object') checkProgram(attr.value.data?.estree, node, page);
  }
  const name = node.name;
  if (!name) return;
  const element = /^[a-z]/.test(name) || name.includes('-');
  if (element) checkJsxAttributes(node, page, 'element');
  else if (known.has(name) && !declared.has(name.split('.')[0]!)) checkJsxAttributes(node, page, 'component');
  const href = stringAttribute(node, 'href');
  // Links a reader follows: `<a>`, `<area>` and components (`<Card href>`); not an SVG `<use href>` or a `<link>`.
  if (href && !page.agentsOnly && (name === 'a' || name === 'area' || !/^[a-z]/.test(name))) addLink(ctx, href, node);
  if (name === 'Example' && !declared.has('Example')) {
    node.name = 'Frame';
    return;
  }
  // A built-in component's picture (`<Card img>`) is checked and resolved like an image's `src`.
  if (name === 'Card' && !declared.has('Card')) checkJsxImage(node, ctx, 'img');
  if (element) {
    if (name === 'img') checkJsxImage(node, ctx, 'src');
    // Autoplaying videos also play inline, loop and stay muted (reference §3.1), as browsers require.
    if (name === 'video' && hasAttribute(node, 'autoPlay')) {
      for (const flag of ['playsInline', 'loop', 'muted'])
        if (!hasAttribute(node, flag)) node.attributes.push(...attribute(flag, true));
    }
    return;
  }
  const root = name.split('.')[0]!;
  if (declared.has(root) || ctx.placeholders.has(root)) return;
  if (known.has(name)) {
    recordComponentIcon(ctx, node, name);
    checkRequiredProps(ctx, node, name);
    return;
  }
  const suggestion = suggest(name, known);
  report(ctx, node, {
    severity: 'warning',
    rule: 'unknown-component',
    message: `Unknown component <${name}>: it is not built in, and the page does not define or import it. A placeholder is shown instead.`,
    hint: `Define it with export const, import it, or check the spelling${suggestion ? `: did you mean ${suggestion}?` : '.'}`,
  });
  node.name = 'div';
  node.attributes = [...attribute('className', 'quire-missing'), ...attribute('data-component', name)];
}

function suggest(name: string, known: ReadonlySet<string>): string | undefined {
  if (known.size === 0) return undefined;
  const candidates = [...known];
  const best = closest(name, candidates);
  const lowerHit = candidates.find((c) => c.toLowerCase() === name.toLowerCase());
  if (lowerHit) return lowerHit;
  // A shortened name (`<Warn>` for `<Warning>`) is nearer in meaning than any name a letter or two away.
  const extended =
    name.length >= 3 ? candidates.filter((c) => c.startsWith(name)).sort((a, b) => a.length - b.length)[0] : undefined;
  if (extended) return extended;
  return distance(name, best) <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/** Replaces reads of undefined names with `undefined` (reported), so one typo does not fail the page. */
function checkProgram(program: Program | null | undefined, node: Nodes, page: PageNames): void {
  if (!program || program.body.length === 0) return;
  const { ctx, declared } = page;
  // `{location}` in prose (a path template written without escaping its braces), `{window.innerWidth}`: what the
  // page shows is read from a browser that is not there while it is built.
  const global = browserGlobalRead(program);
  if (global && !declared.has(global) && !ctx.placeholders.has(global))
    report(ctx, node, {
      severity: 'warning',
      rule: 'undefined-variable',
      message: `\`${global}\` belongs to the browser, which the build does not have: it reads as undefined, so this expression ${isIdentifierStatement(program) ? 'shows nothing' : 'fails'}.`,
      hint: `To show the text \`{${global}}\`, escape its brace: \`\\{${global}}\`. To use the browser's value, read it in a component, inside \`useEffect\`.`,
    });
  for (const ref of freeReferences(program as unknown as EstreeNode)) {
    const name = ref.node.name;
    if (declared.has(name) || ctx.placeholders.has(name) || name === 'props' || name in globalThis) continue;
    if (!BROWSER_GLOBALS.has(name) && !(ref.parent?.type === 'UnaryExpression' && ref.parent.operator === 'typeof')) {
      report(ctx, node, {
        severity: 'warning',
        rule: 'undefined-variable',
        message: `\`${name}\` is not defined on this page, so it reads as undefined.`,
        hint: `Define it with \`export const ${name} = …\`, import it, or pass it as a prop when this is a snippet.`,
      });
    }
    ref.node.name = 'undefined';
  }
}

/** The browser global an expression reads outright (`{location}`, `{window.innerWidth}`), if any. */
function browserGlobalRead(program: Program): string | undefined {
  const statement = program.body[0];
  if (program.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  let expression = statement.expression;
  while (expression.type === 'MemberExpression' && expression.object.type !== 'Super')
    expression = expression.object as typeof expression;
  return expression.type === 'Identifier' && BROWSER_GLOBALS.has(expression.name) ? expression.name : undefined;
}

function isIdentifierStatement(program: Program): boolean {
  const statement = program.body[0];
  return statement?.type === 'ExpressionStatement' && statement.expression.type === 'Identifier';
}

/** JSX tags used inside `export const` components: unknown ones get a placeholder declaration. */
function collectEsmJsx(program: Program | null | undefined, node: Nodes, page: PageNames): void {
  if (!program) return;
  const { ctx, declared, esmBound: bound, known, missingInEsm: out } = page;
  walk(program as unknown as EstreeNode, (n) => {
    const jsx = n as unknown as EsmJsxElement;
    if (jsx.type !== 'JSXOpeningElement' || jsx.name?.type !== 'JSXIdentifier' || !jsx.name.name) return;
    const name = jsx.name.name;
    const kind = /^[a-z]/.test(name) ? 'element' : known.has(name) && !bound.has(name) ? 'component' : undefined;
    if (kind) checkEsmAttributes({ name, attributes: jsx.attributes, file: nodeFile(node, ctx.file) }, page, kind);
    addEsmLink(ctx, jsx, node);
    if (
      !/^[A-Z]/.test(name) ||
      known.has(name) ||
      declared.has(name) ||
      bound.has(name) ||
      ctx.placeholders.has(name) ||
      out.has(name)
    )
      return;
    out.add(name);
    const suggestion = suggest(name, known);
    report(ctx, node, {
      severity: 'warning',
      rule: 'unknown-component',
      message: `Unknown component <${name}> in this page's code: it is not built in, defined or imported. A placeholder is shown instead.`,
      hint: `Define it with export const, import it, or check the spelling${suggestion ? `: did you mean ${suggestion}?` : '.'}`,
    });
  });
}

/** A JSX opening element of a page's ESM (`export const Button = () => <a href="/x">…</a>`), as estree has it. */
interface EsmJsxElement {
  type: string;
  name?: { type: string; name?: string; object?: unknown };
  attributes?: {
    type: string;
    name?: { name?: unknown };
    value?: { type: string; value?: unknown } | null;
    loc?: { start: { line: number; column: number } };
  }[];
}

/** The `href` of a link written in the page's ESM code (a literal on `<a>` or a component), for the link check. */
function addEsmLink(ctx: CompileContext, jsx: EsmJsxElement, node: Nodes): void {
  const name = jsx.name?.name ?? '';
  if (name !== 'a' && name !== 'area' && !/^[A-Z]/.test(name)) return;
  const href = jsx.attributes?.find((a) => a.type === 'JSXAttribute' && a.name?.name === 'href');
  if (href?.value?.type !== 'Literal' || typeof href.value.value !== 'string' || !href.value.value) return;
  const start = href.loc?.start;
  if (!start) {
    addLink(ctx, href.value.value, node);
    return;
  }
  // estree columns count from 0.
  ctx.links.push({
    href: href.value.value,
    file: nodeFile(node, ctx.file),
    line: start.line,
    column: start.column + 1,
  });
}

/** The root-relative file a local URL points at, or undefined for external, data and anchor URLs. */
function localFile(url: string, fromFile: string): string | undefined {
  if (!url || isExternalHref(url) || url.startsWith('#')) return undefined;
  let p = url.split(/[?#]/)[0]!;
  try {
    p = decodeURIComponent(p);
  } catch {
    // Keep the URL as written when it is not valid percent-encoding.
  }
  return p.startsWith('/')
    ? path.posix.normalize(p).replace(/^\/+/, '')
    : path.posix.join(path.posix.dirname(fromFile), p);
}

/**
 * Checks a local image. A relative path that only exists from the site root is rewritten root-absolute
 * (the page's URL would otherwise resolve it wrongly); a missing one is reported. Returns the URL to use.
 */
function resolveImage(url: string, node: Nodes, ctx: CompileContext): { url: string; missing: boolean } {
  const file = localFile(url, nodeFile(node, ctx.file));
  if (file === undefined) return { url, missing: false };
  const exists = ctx.services.options.fileExists;
  if (exists(file)) return { url, missing: false };
  if (!url.startsWith('/')) {
    const fromRoot = localFile(`/${url.replace(/^\.\//, '')}`, ctx.file);
    if (fromRoot && exists(fromRoot)) return { url: `/${url.replace(/^\.\//, '')}`, missing: false };
  }
  report(ctx, node, {
    severity: 'warning',
    rule: 'missing-image',
    message: `Image not found: ${url} (looked for ${file}).`,
    hint: 'Check the path: image paths start at the folder holding docs.json, e.g. /images/screenshot.png.',
  });
  return { url, missing: true };
}

function checkImage(node: Image, ctx: CompileContext): void {
  const result = resolveImage(node.url, node, ctx);
  node.url = result.url;
  if (!result.missing) return;
  node.alt = node.alt || `Missing image: ${node.url}`;
  node.data = { ...node.data, hProperties: { className: ['quire-missing-image'], 'data-missing-src': node.url } };
}

/** The image a JSX element's `attributeName` names (`<img src>`, `<Card img>`), checked and resolved. */
function checkJsxImage(node: JsxElement, ctx: CompileContext, attributeName: string): void {
  const src = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === attributeName);
  if (src?.type !== 'mdxJsxAttribute' || typeof src.value !== 'string') return;
  const result = resolveImage(src.value, node, ctx);
  src.value = result.url;
  if (!result.missing) return;
  // A component draws its own picture: the warning says it, the element keeps its attributes.
  if (attributeName !== 'src') return;
  const cls = node.attributes.find(
    (a) => a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class'),
  );
  if (cls && cls.type === 'mdxJsxAttribute' && typeof cls.value === 'string') cls.value += ' quire-missing-image';
  else node.attributes.push(...attribute('className', 'quire-missing-image'));
  node.attributes.push(...attribute('data-missing-src', result.url));
  if (!stringAttribute(node, 'alt')) node.attributes.push(...attribute('alt', `Missing image: ${result.url}`));
}

function addLink(ctx: CompileContext, href: string, node: Nodes): void {
  const start = node.position?.start;
  ctx.links.push({
    href,
    file: nodeFile(node, ctx.file),
    ...(start ? { line: start.line, column: start.column } : {}),
  });
}
