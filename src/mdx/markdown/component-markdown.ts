/**
 * MDX components as plain Markdown (reference §8.3: "components serialised"): one small handler per built-in
 * component name, keyed in a table, each turning the element into ordinary mdast nodes that
 * mdast-util-to-markdown writes. Handlers never copy a subtree: they wrap the element's (converted) children in
 * new parents. Unknown components give their children.
 */
import type { BlockContent, Code, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { JsxElement } from '../mdx-nodes.js';
import { stringAttribute } from '../mdx-nodes.js';

/** What a handler receives: the element, and the conversion of any children (its own or a child's). */
export interface ComponentState {
  /** The element's children, converted. */
  children(node: JsxElement): RootContent[];
  /** A URL as the page's Markdown writes it (relative ones resolved, root-relative ones marked for the base). */
  url(href: string, page: boolean): string;
  /** Marks a list whose items are fields, so that neighbouring field lists merge into one. */
  fieldList(items: ListItem[]): RootContent;
}

export type ComponentHandler = (node: JsxElement, state: ComponentState) => RootContent[];

const CALLOUT_LABELS: Record<string, string> = {
  Note: 'Note',
  Warning: 'Warning',
  Tip: 'Tip',
  Info: 'Info',
  Check: 'Check',
  Danger: 'Danger',
  Callout: 'Note',
};

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

/** Content as blocks: each run of phrasing (from an inline element, or a one-line element) a paragraph. */
export function blocks(nodes: RootContent[]): BlockContent[] {
  const out: BlockContent[] = [];
  let inline: PhrasingContent[] = [];
  const flush = () => {
    const run = trimRun(inline);
    if (run.length > 0) out.push(paragraph(run));
    inline = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) inline.push(node);
    else {
      flush();
      out.push(node as BlockContent);
    }
  }
  flush();
  return out;
}

/** A run of phrasing without whitespace at its two ends (text nodes are copied, never changed in place). */
export function trimRun(run: PhrasingContent[]): PhrasingContent[] {
  const out = [...run];
  const first = out[0];
  if (first?.type === 'text') out[0] = { ...first, value: first.value.replace(/^\s+/, '') };
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = { ...last, value: last.value.replace(/\s+$/, '') };
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'inlineMath',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);

/** True for inline content (what a paragraph holds). */
export function isPhrasing(node: RootContent): node is PhrasingContent {
  return PHRASING.has(node.type);
}

/** A bold label paragraph, then the content. */
function labelled(label: string | undefined, content: RootContent[]): RootContent[] {
  return label ? [paragraph([strong(label)]), ...blocks(content)] : blocks(content);
}

function callout(label: string): ComponentHandler {
  return (node, state) => {
    const content = blocks(state.children(node));
    const title = stringAttribute(node, 'title');
    const head: PhrasingContent[] = [strong(`${title ?? label}:`)];
    const first = content[0];
    if (first?.type === 'paragraph') content[0] = paragraph([...head, text(' '), ...first.children]);
    else content.unshift(paragraph(head));
    return [{ type: 'blockquote', children: content }];
  };
}

/** A field (`ParamField`, `ResponseField`): `` `name` (type, required, default: `x`) `` and its description. */
function field(names: string[]): ComponentHandler {
  return (node, state) => {
    const name = names.map((n) => stringAttribute(node, n)).find((v) => v !== undefined);
    const where = names.find((n) => n !== 'name' && stringAttribute(node, n) !== undefined);
    const facts = [
      where && where !== 'field' ? where : undefined,
      stringAttribute(node, 'type'),
      hasTrue(node, 'required') ? 'required' : undefined,
      hasTrue(node, 'deprecated') ? 'deprecated' : undefined,
    ].filter((v): v is string => Boolean(v));
    const def = stringAttribute(node, 'default');
    const head: PhrasingContent[] = [{ type: 'inlineCode', value: name ?? '' }];
    if (facts.length || def !== undefined) {
      head.push(text(` (${facts.join(', ')}${facts.length && def !== undefined ? ', ' : ''}`));
      if (def !== undefined) head.push(text('default: '), { type: 'inlineCode', value: def });
      head.push(text(')'));
    }
    const content = blocks(state.children(node));
    const first = content[0];
    const children: BlockContent[] =
      first?.type === 'paragraph'
        ? [paragraph([...head, text(' — '), ...first.children]), ...content.slice(1)]
        : [paragraph(head), ...content];
    return [state.fieldList([{ type: 'listItem', spread: false, children }])];
  };
}

function hasTrue(node: JsxElement, name: string): boolean {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (attr?.type !== 'mdxJsxAttribute') return false;
  if (attr.value === null || attr.value === undefined) return true;
  if (typeof attr.value === 'string') return attr.value === 'true';
  return attr.value.value.trim() === 'true';
}

/** A card or tile: its title as a link when it has an href (bold otherwise), then its content. */
function card(node: JsxElement, state: ComponentState): RootContent[] {
  const title = stringAttribute(node, 'title');
  const href = stringAttribute(node, 'href');
  const label: PhrasingContent[] = title ? [text(title)] : href ? [text(href)] : [];
  const head: PhrasingContent | undefined = href
    ? { type: 'link', url: state.url(href, true), children: label }
    : title
      ? strong(title)
      : undefined;
  const content = blocks(state.children(node));
  const first = content[0];
  if (!head) return content;
  if (first?.type === 'paragraph') return [paragraph([head, text(': '), ...first.children]), ...content.slice(1)];
  return [paragraph([head]), ...content];
}

/** Cards side by side: a list, one card an item. */
function cardList(node: JsxElement, state: ComponentState): RootContent[] {
  const items: ListItem[] = [];
  // Each converted card is one or more blocks starting with its title paragraph: group them per card.
  let current: BlockContent[] | undefined;
  for (const child of state.children(node)) {
    const isHead = child.type === 'paragraph' && (child.data as { quireCard?: boolean } | undefined)?.quireCard;
    if (isHead || !current) {
      current = [];
      items.push({ type: 'listItem', spread: false, children: current });
    }
    current.push(child as BlockContent);
  }
  return items.length ? [{ type: 'list', ordered: false, spread: false, children: items }] : [];
}

/** Marks the first paragraph of a card, so that a card group can tell where each card starts. */
function markedCard(node: JsxElement, state: ComponentState): RootContent[] {
  const out = card(node, state);
  const first = out[0];
  if (first?.type === 'paragraph') first.data = { ...first.data, quireCard: true } as Paragraph['data'];
  return out;
}

/** Tabs, accordions, steps' children: each child element's label in bold, then its content. */
function steps(node: JsxElement, state: ComponentState): RootContent[] {
  const out: RootContent[] = [];
  let items: ListItem[] = [];
  let start = 1;
  let next = 1;
  const flush = (): void => {
    if (items.length) out.push({ type: 'list', ordered: true, start, spread: true, children: items });
    items = [];
  };
  for (const child of stepChildren(node)) {
    const jsx = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    // Content between the steps (an intro sentence) stays in its place, outside the numbered list.
    if (!jsx || (child.name !== 'Step' && stringAttribute(child, 'title') === undefined)) {
      flush();
      out.push(...state.children({ ...node, children: [child] } as JsxElement));
      continue;
    }
    // A step's own number (`stepNumber`), as its page shows it: where numbers jump, a list starts there.
    const given = Number(stringAttribute(child, 'stepNumber'));
    const number = Number.isInteger(given) && given >= 0 ? given : next;
    if (items.length && number !== next) flush();
    if (!items.length) start = number;
    const title = stringAttribute(child, 'title');
    items.push({ type: 'listItem', spread: true, children: labelled(title, state.children(child)) as BlockContent[] });
    next = number + 1;
  }
  flush();
  return out;
}

/** The children of Steps, a paragraph of nothing but elements (`<Step>` lines with no blank line between) opened. */
function stepChildren(node: JsxElement): JsxElement['children'] {
  return (node.children as RootContent[]).flatMap((child): RootContent[] => {
    if (child.type !== 'paragraph') return [child];
    const elements = child.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
    return elements.length > 0 && elements.every((c) => c.type === 'mdxJsxTextElement') ? elements : [child];
  }) as JsxElement['children'];
}

/** A tree of files: nested list of names. */
function tree(node: JsxElement, state: ComponentState): RootContent[] {
  const items: ListItem[] = [];
  for (const child of node.children) {
    if (child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') continue;
    const name = stringAttribute(child, 'name') ?? '';
    const folder = /Folder$/.test(child.name ?? '');
    const nested = folder ? tree(child, state) : [];
    items.push({
      type: 'listItem',
      spread: false,
      children: [paragraph([{ type: 'inlineCode', value: folder ? `${name}/` : name }]), ...(nested as BlockContent[])],
    });
  }
  // A tree written as a Markdown list (`- guides/`) is that list.
  return items.length ? [{ type: 'list', ordered: false, spread: false, children: items }] : state.children(node);
}

/** Colours: each item's name and value (`Color.Row`s under their titles). */
function colors(node: JsxElement, state: ComponentState): RootContent[] {
  const out: RootContent[] = [];
  const items: ListItem[] = [];
  const flush = () => {
    if (items.length) out.push({ type: 'list', ordered: false, spread: false, children: items.splice(0) });
  };
  for (const child of node.children) {
    if (child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') continue;
    if (child.name === 'Color.Row') {
      flush();
      out.push(...labelled(stringAttribute(child, 'title'), colors(child, state)));
      continue;
    }
    const name = stringAttribute(child, 'name');
    const value = stringAttribute(child, 'value');
    const head: PhrasingContent[] = [{ type: 'inlineCode', value: name ?? '' }];
    if (value) head.push(text(': '), { type: 'inlineCode', value });
    if (name || value) items.push({ type: 'listItem', spread: false, children: [paragraph(head)] });
  }
  flush();
  return out;
}

/** A GitHub repository card: a link to the repository. */
function githubRepo(node: JsxElement): RootContent[] {
  const repo = stringAttribute(node, 'repo')?.trim();
  if (!repo) return [];
  const url = /^https?:\/\//i.test(repo) ? repo : `https://github.com/${repo.replace(/^\/+/, '')}`;
  const name = url.replace(/^https?:\/\/(?:www\.)?github\.com\//i, '');
  return [paragraph([{ type: 'link', url, children: [text(name)] }])];
}

/** A tooltip: its text, then the tip in brackets. */
function tooltip(node: JsxElement, state: ComponentState): RootContent[] {
  const tip = stringAttribute(node, 'tip') ?? stringAttribute(node, 'description');
  const content = inline(state.children(node));
  return tip ? [...content, text(` (${tip})`)] : content;
}

/** A prompt: its description, then the prompt's text. */
function prompt(node: JsxElement, state: ComponentState): RootContent[] {
  const description = stringAttribute(node, 'description');
  const content = blocks(state.children(node));
  return description ? [paragraph([strong(description)]), ...content] : content;
}

/** A formula written as `<Latex>`: Markdown math. */
function latex(node: JsxElement, state: ComponentState): RootContent[] {
  const value = inline(state.children(node)).map(plain).join('').trim();
  return value ? [{ type: 'inlineMath', value } as PhrasingContent] : [];
}

function mermaid(node: JsxElement): RootContent[] {
  const chart = stringAttribute(node, 'chart');
  return chart ? [{ type: 'code', lang: 'mermaid', value: chart } satisfies Code] : [];
}

function heading(node: JsxElement, state: ComponentState): RootContent[] {
  const level = Number(stringAttribute(node, 'level') ?? 2);
  const depth = (level >= 1 && level <= 6 ? Math.round(level) : 2) as 1 | 2 | 3 | 4 | 5 | 6;
  return [{ type: 'heading', depth, children: inline(state.children(node)) }];
}

function update(node: JsxElement, state: ComponentState): RootContent[] {
  const label = stringAttribute(node, 'label');
  const description = stringAttribute(node, 'description');
  const head: RootContent[] = label ? [{ type: 'heading', depth: 2, children: [text(label)] }] : [];
  if (description) head.push(paragraph([{ type: 'emphasis', children: [text(description)] }]));
  return [...head, ...blocks(state.children(node))];
}

/**
 * Phrasing from converted content, for a place that holds only phrasing (a heading, a link, a table cell):
 * paragraphs unwrapped, and the text of other blocks kept (a callout's words, a code block as inline code)
 * rather than dropped; blocks are separated by a space.
 */
export function inline(nodes: readonly RootContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    let part: PhrasingContent[];
    if (isPhrasing(node)) part = [node];
    else if (node.type === 'paragraph' || node.type === 'heading') part = node.children;
    else if (node.type === 'code') part = node.value.trim() ? [{ type: 'inlineCode', value: node.value.trim() }] : [];
    else if ('children' in node) part = inline(node.children as RootContent[]);
    else part = [];
    if (part.length === 0) continue;
    const last = out[out.length - 1];
    if (last && !isPhrasing(node) && !(last.type === 'text' && /\s$/.test(last.value))) out.push(text(' '));
    out.push(...part);
  }
  return out;
}

/** The text of converted content as written (`{code}` constants, text, inline code), for a code block. */
function plainTextOf(nodes: readonly RootContent[]): string {
  // Paragraphs and other blocks are lines apart; phrasing runs on.
  const separator = nodes.every(isPhrasing) ? '' : '\n';
  return nodes
    .map((node) =>
      node.type === 'text' || node.type === 'inlineCode' || node.type === 'code'
        ? node.value
        : node.type === 'break'
          ? '\n'
          : 'children' in node
            ? plainTextOf(node.children as RootContent[])
            : '',
    )
    .join(separator);
}

/** `<CodeBlock language filename>{code}</CodeBlock>` (custom components write it): a fence of its text. */
const codeBlockElement: ComponentHandler = (node, state) => {
  const value = plainTextOf(state.children(node)).replace(/^\n+|\s+$/g, '');
  if (!value) return [];
  const lang = stringAttribute(node, 'language') ?? stringAttribute(node, 'lang');
  const title = stringAttribute(node, 'filename') ?? stringAttribute(node, 'title');
  return [{ type: 'code', lang: lang ?? null, meta: title ?? null, value } satisfies Code];
};

const children: ComponentHandler = (node, state) => state.children(node);
const drop: ComponentHandler = () => [];
const labelledBy =
  (prop: string, fallback?: string): ComponentHandler =>
  (node, state) =>
    labelled(stringAttribute(node, prop) ?? fallback, state.children(node));

/** Built-in components by name. Lower-case (HTML) names are handled by `htmlElement`. */
export const COMPONENT_HANDLERS: Readonly<Record<string, ComponentHandler>> = {
  ...Object.fromEntries(Object.entries(CALLOUT_LABELS).map(([name, label]) => [name, callout(label)])),
  Tabs: children,
  Tab: labelledBy('title'),
  Steps: steps,
  Step: labelledBy('title'),
  CodeGroup: children,
  CodeBlock: codeBlockElement,
  AccordionGroup: children,
  Accordion: (node, state) => {
    const description = stringAttribute(node, 'description');
    const content = state.children(node);
    return labelled(
      stringAttribute(node, 'title'),
      description ? [paragraph([{ type: 'emphasis', children: [text(description)] }]), ...content] : content,
    );
  },
  Expandable: labelledBy('title', 'Properties'),
  CardGroup: cardList,
  Columns: cardList,
  Column: children,
  Card: markedCard,
  Tile: markedCard,
  ParamField: field(['query', 'path', 'body', 'header', 'name']),
  Param: field(['query', 'path', 'body', 'header', 'name']),
  ResponseField: field(['name']),
  RequestExample: labelledBy('title', 'Request example'),
  ResponseExample: labelledBy('title', 'Response example'),
  Frame: (node, state) => {
    const caption = stringAttribute(node, 'caption');
    const out = blocks(state.children(node));
    // The caption is Markdown (its HTML shows `**Settings**` bold): its inline content, not its characters.
    if (caption) out.push(paragraph([{ type: 'emphasis', children: inlineMarkdown(caption) }]));
    return out;
  },
  Tree: tree,
  FileTree: tree,
  Mermaid: mermaid,
  Heading: heading,
  Update: update,
  Icon: drop,
  Color: colors,
  'GitHub.Repo': githubRepo,
  'Github.Repo': githubRepo,
  Tooltip: tooltip,
  Prompt: prompt,
  View: labelledBy('title'),
  Latex: latex,
  Panel: children,
  ApiPlayground: drop,
  Visibility: (node, state) => (stringAttribute(node, 'for') === 'humans' ? [] : state.children(node)),
};

/** HTML written as JSX (`<a>`, `<img>`, `<br>`, `<div>`...) as Markdown where it has a Markdown form. */
export function htmlElement(node: JsxElement, state: ComponentState): RootContent[] {
  const name = node.name ?? '';
  switch (name) {
    case 'a': {
      const href = stringAttribute(node, 'href');
      const content = inline(state.children(node));
      return href ? [{ type: 'link', url: state.url(href, true), children: content }] : content;
    }
    case 'img': {
      const src = stringAttribute(node, 'src');
      return src ? [{ type: 'image', url: state.url(src, false), alt: stringAttribute(node, 'alt') ?? '' }] : [];
    }
    case 'video':
    case 'iframe':
    case 'source': {
      const src = stringAttribute(node, 'src');
      const title = stringAttribute(node, 'title') ?? src ?? '';
      return src ? [{ type: 'link', url: state.url(src, false), children: [text(title)] }] : state.children(node);
    }
    case 'br':
      return [{ type: 'break' }];
    case 'hr':
      return [{ type: 'thematicBreak' }];
    case 'strong':
    case 'b':
      return [{ type: 'strong', children: inline(state.children(node)) }];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: inline(state.children(node)) }];
    case 'code':
      return [{ type: 'inlineCode', value: inline(state.children(node)).map(plain).join('') }];
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [{ type: 'heading', depth: Number(name[1]) as 1, children: inline(state.children(node)) }];
    case 'p':
      return [paragraph(inline(state.children(node)))];
    case 'style':
    case 'script':
    case 'svg':
      return [];
    default:
      return state.children(node);
  }
}

function plain(node: PhrasingContent): string {
  if ('value' in node) return node.value;
  if ('children' in node) return node.children.map((c) => plain(c as PhrasingContent)).join('');
  return '';
}

/** A line of Markdown as inline content (`See the **Settings** page` → text, strong, text). */
function inlineMarkdown(markdown: string): PhrasingContent[] {
  const first = fromMarkdown(markdown).children[0];
  return first?.type === 'paragraph' ? first.children : [text(markdown)];
}
