/**
 * Tree (FileTree), Tree.Folder and Tree.File. Folders are `<details>`, so they open without scripts; the
 * client script adds arrow-key navigation. A Markdown list child is turned into the same structure
 * (a trailing `/` or nested items make a folder).
 */
import { isValidElement, toChildArray, type ComponentChild, type ComponentChildren, type VNode } from 'preact';
import type { MdxComponents } from '../../../src/render/theme.js';
import type { ComponentEnv } from './context.js';
import { childElements, cx, flag, Glyph, str, textOf } from './util.js';

/** Tree.Folder's props; flags are `boolean | string` because MDX gives `openable="false"` as text. */
export interface FolderProps {
  name?: string;
  defaultOpen?: boolean | string;
  /** False: a fixed row that never opens (default true). */
  openable?: boolean | string;
  highlight?: boolean | string;
  children?: ComponentChildren;
}

/** Tree.File's props. */
export interface FileProps {
  name?: string;
  highlight?: boolean | string;
}

/** Tree's (and FileTree's) props. */
export interface TreeProps {
  className?: string;
  /** A string or an object of CSS properties (`style={{"--tree-highlight": "…"}}`). */
  style?: string | Record<string, string | number>;
  /** Tree.Folder and Tree.File elements, or a Markdown list (a trailing `/` makes a folder). */
  children?: ComponentChildren;
}

function Folder(props: FolderProps): VNode {
  const name = str(props.name) ?? '';
  const label = (
    <>
      <Glyph name="chevron-right" className="q-tree__chevron" />
      <Glyph name="folder" className="q-tree__folder-icon" />
      <span class="q-tree__name">{name}</span>
    </>
  );
  const className = cx('q-tree__item', 'q-tree__item--folder', flag(props.highlight) && 'q-tree__item--highlight');
  if (!flag(props.openable, true)) {
    // Not openable: a fixed row; its contents show only if it was declared open.
    return (
      <li class={cx(className, 'q-tree__item--static')}>
        <span class="q-tree__row">{label}</span>
        {flag(props.defaultOpen) && <ul class="q-tree__list">{props.children}</ul>}
      </li>
    );
  }
  return (
    <li class={className}>
      <details open={flag(props.defaultOpen)}>
        <summary class="q-tree__row">{label}</summary>
        <ul class="q-tree__list">{props.children}</ul>
      </details>
    </li>
  );
}

function File(props: FileProps): VNode {
  return (
    <li class={cx('q-tree__item', 'q-tree__item--file', flag(props.highlight) && 'q-tree__item--highlight')}>
      <span class="q-tree__row">
        <Glyph name="file" className="q-tree__file-icon" />
        <span class="q-tree__name">{str(props.name) ?? ''}</span>
      </span>
    </li>
  );
}

/** `- src/` / `  - index.ts` as a Markdown list → Folder and File elements. */
function fromMarkdownList(list: VNode<Record<string, unknown>>): ComponentChild[] {
  return childElements(list.props.children as ComponentChildren)
    .filter((li) => li.type === 'li')
    .map((li) => {
      const parts = toChildArray(li.props.children as ComponentChildren);
      const nested = parts.find(
        (p): p is VNode<Record<string, unknown>> => isValidElement(p) && (p.type === 'ul' || p.type === 'ol'),
      );
      const label = parts
        .filter((p) => p !== nested)
        .map(textOf)
        .join('')
        .trim();
      const isFolder = label.endsWith('/') || nested !== undefined;
      const name = label.replace(/\/$/, '');
      if (!isFolder) return <File name={name} />;
      return (
        <Folder name={name} defaultOpen={nested !== undefined}>
          {nested ? fromMarkdownList(nested) : null}
        </Folder>
      );
    });
}

/** Creates Tree (with static Folder and File, for `<Tree.Folder>`) and its FileTree alias. */
export function createTree(env: ComponentEnv): MdxComponents {
  function Tree(props: TreeProps): VNode {
    env.ctx.features.add('tree');
    const children = toChildArray(props.children).flatMap((child) =>
      isValidElement(child) && (child.type === 'ul' || child.type === 'ol')
        ? fromMarkdownList(child as VNode<Record<string, unknown>>)
        : [child],
    );
    return (
      <div class={cx('q-tree', str(props.className))} style={props.style as string | undefined} data-tree="">
        <ul class="q-tree__list q-tree__root">{children}</ul>
      </div>
    );
  }
  Tree.Folder = Folder;
  Tree.File = File;
  return { Tree, FileTree: Tree, 'Tree.Folder': Folder, 'Tree.File': File };
}
