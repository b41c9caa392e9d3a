/**
 * What a page may not put into its HTML, because it would run code in the reader's browser: a `javascript:` or
 * `vbscript:` URL (an element's `href`, `src`, `action`…, a built-in component's link, a Markdown link, image or
 * link definition) and an event handler written as a string (`onClick="…"`). React, which renders pages on the
 * hosted platform, blocks the first and never renders the second; Quire leaves both out, and tells the author
 * where (`unsafe-url`, `event-handler-attribute`). What page code computes while it renders cannot be located
 * here: the render's last pass over the body leaves those out (util/base-path.ts `rewriteHtmlBase`).
 *
 * Called from the walk of remark-components.ts (no walk of its own), on the few nodes that carry URLs.
 */
import type { Definition, Html, Image, Link, Nodes, Parent, RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';
import { type Problem, report } from '../../diagnostics/report.js';
import { type DroppedAttribute, dropUnsafeAttributes } from '../../util/html-attributes.js';
import { pageScriptScheme, type UnsafeAttribute, unsafeElementAttribute } from '../../util/script-url.js';
import type { CompileContext } from '../compile-context.js';
import { type JsxElement, staticString, stringAttribute } from '../mdx-nodes.js';
import { dropUnsafeElements, unsafeElement } from '../../util/unsafe-elements.js';

/** The checks' state for one page: its compile context, and the link definitions left out. */
export interface UnsafeUrlState {
  ctx: CompileContext;
  /** Identifiers of link definitions whose URL runs code: references to them keep only their text. */
  unsafeDefinitions?: Set<string>;
}

const URL_HINT =
  'Link to a "/path", "#anchor" or https:// address; for custom behaviour, add a .js file to the site (it runs on every page).';
const HANDLER_HINT = 'For custom behaviour, add a .js file to the site (it runs on every page).';

/** Props of built-in components that become a link or an image's source: Card `href` and `img`, Tile, Icon `src`. */
const COMPONENT_URL_PROPS = new Set(['href', 'img', 'src']);

/** The warning for an attribute (or prop) left out, by why. */
function attributeProblem(element: string, name: string, reason: UnsafeAttribute): Problem {
  if (reason === 'base')
    return {
      severity: 'warning',
      rule: 'unsafe-url',
      message: `The href of <${element}> would change where every link, image and script of the page points, so it is left out.`,
      hint: 'Write each link in full where it is used; a site served from a sub-folder is built with `--base`.',
    };
  if (reason === 'event-handler')
    return {
      severity: 'warning',
      rule: 'event-handler-attribute',
      message: `The ${name} attribute of <${element}> is code written as a string, which pages cannot run, so it is left out.`,
      hint: HANDLER_HINT,
    };
  return {
    severity: 'warning',
    rule: 'unsafe-url',
    message: `The ${name} of <${element}> is a ${reason}: URL, which runs code in the reader's browser, so it is left out.`,
    hint: URL_HINT,
  };
}

/**
 * Leaves out, reported, the attributes of an HTML element (`<a href="javascript:…">`, `<img onerror="…">`) or the
 * link props of a built-in component (`<Card href="javascript:…">`) that would run code. Only values known while
 * compiling: a literal, or an expression that is one (`href={"…"}`); a function stays (`onClick={() => …}`).
 */
export function checkJsxAttributes(node: JsxElement, state: UnsafeUrlState, kind: 'element' | 'component'): void {
  const attributes = node.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const attr = attributes[i]!;
    if (attr.type !== 'mdxJsxAttribute') continue;
    const name = attr.name;
    if (kind === 'component' && !COMPONENT_URL_PROPS.has(name)) continue;
    const value = attributeText(attr);
    if (value === undefined) continue;
    const reason = kind === 'element' ? unsafeElementAttribute(node.name ?? '', name, value) : pageScriptScheme(value);
    if (!reason) continue;
    const start = attr.position?.start ?? node.position?.start;
    const where = { ...state.ctx.locate(node), ...(start ? { line: start.line, column: start.column } : {}) };
    report(state.ctx.diagnostics, where, attributeProblem(node.name ?? '', name, reason));
    attributes.splice(i--, 1);
  }
}

/** A JSX attribute's value when it is a string known while compiling (`"…"`, `{"…"}`, `` {`…`} ``). */
function attributeText(attr: MdxJsxAttribute): string | undefined {
  if (typeof attr.value === 'string') return attr.value;
  if (attr.value && typeof attr.value === 'object') return staticString(attr.value.data?.estree);
  return undefined;
}

/**
 * Whether `children[index]`, a Markdown link, image or link definition, has a URL that runs code; if so it is
 * replaced (reported): a link by its text, an image by its alt text, a definition by nothing (the links that use
 * it by their text, see {@link unwrapReferences}).
 */
export function replaceUnsafeUrl(children: Nodes[], index: number, state: UnsafeUrlState): boolean {
  const node = children[index] as Link | Image | Definition;
  const scheme = pageScriptScheme(node.url);
  if (!scheme) return false;
  const runs = `a ${scheme}: URL, which runs code in the reader's browser`;
  let message: string;
  let replacement: Nodes[] = [];
  if (node.type === 'link') {
    message = `This link is ${runs}, so only its text is shown.`;
    replacement = node.children;
  } else if (node.type === 'image') {
    message = `This image's URL is ${runs}, so only its alt text is shown.`;
    if (node.alt) replacement = [{ type: 'text', value: node.alt, ...position(node.position) }];
  } else {
    message = `The link definition [${node.label ?? node.identifier}] is ${runs}, so links to it show only their text.`;
    (state.unsafeDefinitions ??= new Set()).add(node.identifier);
  }
  report(state.ctx, node, { severity: 'warning', rule: 'unsafe-url', message, hint: URL_HINT });
  children.splice(index, 1, ...replacement);
  return true;
}

function position(at: Position | undefined): { position?: Position } {
  return at ? { position: at } : {};
}

/** Replaces references to the definitions {@link replaceUnsafeUrl} left out by their text (links) or alt (images). */
export function unwrapReferences(parent: Parent, ids: ReadonlySet<string>): void {
  const children = parent.children as Nodes[];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if ((child.type === 'linkReference' || child.type === 'imageReference') && ids.has(child.identifier)) {
      const text =
        child.type === 'linkReference' ? child.children : child.alt ? [{ type: 'text', value: child.alt }] : [];
      children.splice(i, 1, ...(text as Nodes[]));
      i--;
    } else if ('children' in child) unwrapReferences(child, ids);
  }
}

/**
 * The raw HTML of a `.md` page, and the Markdown between its tags, about to become one HTML block
 * (markdown-html.ts): what would run code is left out, reported where it was written. The page's own walk never
 * sees these nodes.
 */
export function checkRawHtml(nodes: RootContent[], state: UnsafeUrlState): void {
  const children = nodes as Nodes[];
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'html') checkHtml(node, state);
    else if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      if (replaceUnsafeUrl(children, i, state)) i--;
    } else if ('children' in node) checkRawHtml(node.children as RootContent[], state);
  }
}

function checkHtml(node: Html, state: UnsafeUrlState): void {
  const start = node.position?.start;
  const located = (text: string, offset: number) => ({
    ...state.ctx.locate(node),
    ...(start ? htmlPosition(text, offset, start) : {}),
  });
  const text = node.value;
  const kept = dropUnsafeElements(text, ({ element, reason, offset }) =>
    report(state.ctx.diagnostics, located(text, offset), elementProblem(element, reason)),
  );
  node.value = dropUnsafeAttributes(kept, (dropped: DroppedAttribute) =>
    report(
      state.ctx.diagnostics,
      located(kept, dropped.offset),
      attributeProblem(dropped.tag, dropped.name, dropped.reason),
    ),
  );
}

/** The warning for an element left out ({@link unsafeElement}). */
function elementProblem(element: string, reason: 'script' | 'refresh'): Problem {
  return reason === 'script'
    ? {
        severity: 'warning',
        rule: 'unsafe-element',
        message: `This <${element}> would run its code in the reader's browser, so it is left out.`,
        hint: HANDLER_HINT,
      }
    : {
        severity: 'warning',
        rule: 'unsafe-element',
        message: `This <${element} http-equiv="refresh"> would send the reader to another address, so it is left out.`,
        hint: 'Link to the other page, or add a redirect to docs.json (`redirects`).',
      };
}

/**
 * Whether `children[index]`, a JSX element, is one a page may not emit (`<script>`, a refresh `<meta>`); if so it
 * is removed, reported.
 */
export function removeUnsafeElement(children: Nodes[], index: number, state: UnsafeUrlState): boolean {
  const node = children[index] as JsxElement;
  const name = node.name;
  if (!name || !/^[a-z]/.test(name)) return false;
  const attribute = (wanted: string) =>
    wanted === 'http-equiv'
      ? (stringAttribute(node, 'httpEquiv') ?? stringAttribute(node, 'http-equiv'))
      : stringAttribute(node, wanted);
  const reason = unsafeElement(name, attribute);
  if (!reason) return false;
  report(state.ctx, node, elementProblem(name, reason));
  children.splice(index, 1);
  return true;
}

/** The line and column of an offset of an HTML node's text, from where the node starts. */
function htmlPosition(text: string, offset: number, start: { line: number; column: number }) {
  let line = start.line;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: lineStart === 0 ? start.column + offset : offset - lineStart + 1 };
}

/** A JSX attribute of a page's ESM code (`export const Button = () => <a href="…">`), as estree has it. */
interface EsmAttribute {
  type: string;
  name?: { type?: string; name?: unknown; namespace?: { name?: unknown } };
  value?: { type: string; value?: unknown; expression?: EsmValue } | null;
  loc?: { start: { line: number; column: number } };
}
type EsmValue = { type: string; value?: unknown; expressions?: unknown[]; quasis?: { value: { cooked?: string } }[] };

/**
 * {@link checkJsxAttributes} for JSX in a page's `export const` components: literal values are known while
 * compiling and left out here, reported; computed ones are left out at render.
 */
export function checkEsmAttributes(
  element: { name: string; attributes: EsmAttribute[] | undefined; file: string },
  state: UnsafeUrlState,
  kind: 'element' | 'component',
): void {
  const attributes = element.attributes ?? [];
  for (let i = 0; i < attributes.length; i++) {
    const attr = attributes[i]!;
    if (attr.type !== 'JSXAttribute' || !attr.name) continue;
    const name =
      attr.name.type === 'JSXNamespacedName'
        ? `${String(attr.name.namespace?.name)}:${String(attr.name.name)}`
        : String(attr.name.name);
    if (kind === 'component' && !COMPONENT_URL_PROPS.has(name)) continue;
    const value = esmText(attr.value);
    if (value === undefined) continue;
    const reason = kind === 'element' ? unsafeElementAttribute(element.name, name, value) : pageScriptScheme(value);
    if (!reason) continue;
    // estree columns count from 0.
    const start = attr.loc?.start;
    const where = { file: element.file, ...(start ? { line: start.line, column: start.column + 1 } : {}) };
    report(state.ctx.diagnostics, where, attributeProblem(element.name, name, reason));
    attributes.splice(i--, 1);
  }
}

function esmText(value: EsmAttribute['value']): string | undefined {
  if (!value) return undefined;
  if (value.type === 'Literal') return typeof value.value === 'string' ? value.value : undefined;
  const e = value.type === 'JSXExpressionContainer' ? value.expression : undefined;
  if (e?.type === 'Literal' && typeof e.value === 'string') return e.value;
  if (e?.type === 'TemplateLiteral' && e.expressions?.length === 0)
    return e.quasis?.map((q) => q.value.cooked ?? '').join('');
  return undefined;
}
