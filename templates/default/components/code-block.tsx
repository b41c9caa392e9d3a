/**
 * CodeBlock (each fence, wrapped by the MDX helper around Shiki's `<pre>`), CodeGroup, RequestExample,
 * ResponseExample and Panel. Line numbers, wrapping and line states are pure CSS; copying is a client script;
 * the expandable toggle is a checkbox + label so it works without scripts.
 */
import { cloneElement, type ComponentChildren, type VNode } from 'preact';
import type { MdxComponents } from '../../../src/render/theme.js';
import { codeSurface } from './code-surface.js';
import type { ComponentEnv } from './context.js';
import { renderTabbed, type TabItem } from './tabs.js';
import { childElements, cx, flag, Glyph, IconSlot, str, textOf, type WithIcon } from './util.js';

/** Blocks longer than this many lines collapse when `expandable`; shorter ones have nothing to hide. */
const EXPANDABLE_MIN_LINES = 12;

/**
 * CodeBlock's props: the fence meta the compiler passes (reference §3.3) and what custom components write
 * (§3.4). Flags are `boolean | string` because MDX gives `nocopy="false"` as text.
 */
export interface CodeBlockProps extends WithIcon {
  language?: string;
  /** Shown in the header, and the block's tab label in a CodeGroup. */
  filename?: string;
  /** Same as `filename` (the fence's `title="…"`). */
  title?: string;
  lines?: boolean | string;
  wrap?: boolean | string;
  expandable?: boolean | string;
  nocopy?: boolean | string;
  /** Lines to highlight: `"[1,3]"`, `"1-3,5"`, `"{1,2}"`, `[1, 3]` or one number. */
  highlight?: string | number | number[];
  /** Lines in focus (the others dimmed), written like `highlight`. */
  focus?: string | number | number[];
  /** The source, when the block has no Shiki `<pre>` child. */
  code?: string;
  className?: string;
  /** Set by CodeGroup: the group's tab row names the block, so no header of its own. */
  inGroup?: boolean;
  children?: ComponentChildren;
}

/** `"[1,3]"`, `"1-3,5"`, `[1, 3]` or `"{1,2}"` → a set of 1-based line numbers. */
export function parseLineSet(value: unknown): Set<number> {
  const lines = new Set<number>();
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'number' ? String(value) : (str(value) ?? '');
  for (const part of text.replace(/[[\]{}\s]/g, '').split(',')) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    for (let n = from; n <= to && n - from < 10_000; n++) lines.add(n);
  }
  return lines;
}

/** A hand-written block (no Shiki `<pre>` child): plain lines, with highlight/focus applied per line. */
function PlainPre({ code, highlight, focus }: { code: string; highlight: Set<number>; focus: Set<number> }): VNode {
  const rows = code.replace(/\n$/, '').split('\n');
  const cls = cx('q-code__plain', focus.size > 0 && 'has-focused');
  return (
    <pre class={cls}>
      <code>
        {rows.map((row, i) => [
          <span class={cx('line', highlight.has(i + 1) && 'highlighted', focus.has(i + 1) && 'focused')}>{row}</span>,
          i < rows.length - 1 ? '\n' : null,
        ])}
      </code>
    </pre>
  );
}

/** Text of Shiki's `<pre>`: its children, or its pre-rendered `dangerouslySetInnerHTML` with the tags taken out. */
function preText(pre: VNode<Record<string, unknown>> | undefined): string {
  if (!pre) return '';
  const inner = (pre.props.dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html;
  if (typeof inner !== 'string') return textOf(pre);
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '',
    );
}

/** The label a block gets in a CodeGroup tab or dropdown. */
function blockTitle(props: Record<string, unknown>, index: number): string {
  return (
    str(props.filename) ?? str(props.title) ?? str(props.language) ?? str(props['data-language']) ?? `Code ${index + 1}`
  );
}

export interface CodeGroupProps {
  /** A language dropdown instead of the tab row. */
  dropdown?: boolean | string;
  className?: string;
  /** Code blocks (fences), each titled. */
  children?: ComponentChildren;
}

/** RequestExample and ResponseExample: code blocks pinned to the right column on wide screens. */
export interface ExampleProps {
  /** A dropdown instead of the tab row. */
  dropdown?: boolean | string;
  children?: ComponentChildren;
}

export interface PanelProps {
  /** Replaces the table of contents in the right column. */
  children?: ComponentChildren;
}

/** Creates CodeBlock, CodeGroup, RequestExample, ResponseExample and Panel. */
export function createCodeComponents(env: ComponentEnv): MdxComponents {
  function CodeBlock(props: CodeBlockProps): VNode {
    env.ctx.features.add('code');
    const pre = childElements(props.children).find((c) => c.type === 'pre');
    const code = str(props.code) ?? (pre ? preText(pre) : textOf(props.children));
    const language = str(props.language);
    const filename = str(props.filename) ?? str(props.title);
    const nocopy = flag(props.nocopy) || language === 'nocopy';
    const lines = flag(props.lines);
    const lineCount = code.replace(/\n$/, '').split('\n').length;
    const expandable = flag(props.expandable) && lineCount > EXPANDABLE_MIN_LINES;
    const showHeader = !props.inGroup && (filename !== undefined || (props.icon !== undefined && props.icon !== ''));
    const copy = nocopy ? null : (
      <button
        type="button"
        class={cx('q-copy', !showHeader && 'q-copy--floating')}
        aria-label="Copy code"
        // The script copies the block's rendered text: it equals `code` minus Shiki's `[!code]` markers, and
        // the source need not travel twice in the HTML.
        data-copy=""
      >
        <Glyph name="copy" />
        <span class="q-copy__done" data-pagefind-ignore="">
          Copied
        </span>
      </button>
    );
    const toggleId = expandable ? env.uid('q-code-expand') : undefined;
    const body = pre ?? (
      <PlainPre code={code} highlight={parseLineSet(props.highlight)} focus={parseLineSet(props.focus)} />
    );
    return (
      <div
        class={cx(
          'q-code',
          lines && 'q-code--lines',
          flag(props.wrap) && 'q-code--wrap',
          expandable && 'q-code--expandable',
          props.inGroup && 'q-code--grouped',
          str(props.className),
        )}
        {...(language ? { 'data-language': language } : {})}
        {...(props.inGroup ? {} : codeSurface(pre))}
      >
        {showHeader && (
          <div class="q-code__header">
            <span class="q-code__title">
              <IconSlot env={env} icon={props.icon} iconType={props.iconType} size={14} />
              {filename !== undefined && <span>{filename}</span>}
            </span>
            {copy}
          </div>
        )}
        {!showHeader && copy}
        {toggleId && <input type="checkbox" class="q-code__toggle q-sr-only" id={toggleId} />}
        <div class="q-code__body">{body}</div>
        {toggleId && (
          <label class="q-code__expand" for={toggleId}>
            <span class="q-code__expand-more">Expand</span>
            <span class="q-code__expand-less">Collapse</span>
            <Glyph name="chevron-down" />
          </label>
        )}
      </div>
    );
  }

  /** The theme background of a group: its first block's (every block of a site shares the code theme). */
  function groupSurface(children: ComponentChildren): Record<string, string> {
    const first = childElements(children)[0];
    if (!first) return {};
    const pre =
      first.type === 'pre'
        ? first
        : childElements((first.props as { children?: ComponentChildren }).children).find((c) => c.type === 'pre');
    return codeSurface(pre);
  }

  /** Tab items from a group's code blocks (or bare `<pre>`s), each rendered without its own header. */
  function codeItems(children: ComponentChildren): TabItem[] {
    return childElements(children).map((child, i) => {
      const p = child.props as Record<string, unknown>;
      return {
        title: blockTitle(p, i),
        icon: p.icon,
        iconType: p.iconType,
        content:
          child.type === CodeBlock ? (
            cloneElement(child, { inGroup: true })
          ) : (
            <CodeBlock inGroup={true}>{child}</CodeBlock>
          ),
      };
    });
  }

  function CodeGroup(props: CodeGroupProps): VNode {
    return renderTabbed(env, {
      kind: 'code',
      items: codeItems(props.children),
      sync: true,
      dropdown: flag(props.dropdown),
      className: str(props.className),
      attributes: groupSurface(props.children),
    });
  }

  /** Request and response examples: the layout moves `.q-side-panel` blocks to the right column on wide screens. */
  function example(which: 'request' | 'response') {
    return function Example(props: ExampleProps): VNode {
      return (
        <div class={`q-side-panel q-side-panel--${which}`} data-side-panel={which}>
          {renderTabbed(env, {
            kind: 'example',
            items: codeItems(props.children),
            sync: true,
            dropdown: flag(props.dropdown),
            attributes: groupSurface(props.children),
          })}
        </div>
      );
    };
  }

  function Panel(props: PanelProps): VNode {
    return (
      <div class="q-side-panel q-side-panel--panel" data-side-panel="panel">
        {props.children}
      </div>
    );
  }

  return {
    CodeBlock,
    CodeGroup,
    RequestExample: example('request'),
    ResponseExample: example('response'),
    Panel,
  };
}
