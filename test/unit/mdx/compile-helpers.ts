import fs from 'node:fs';
import path from 'node:path';
import { h, type ComponentChildren } from 'preact';
import { createPageCompiler } from '../../../src/mdx/page-compiler.js';
import { renderCompiledPage } from '../../../src/mdx/runtime/render-compiled-page.js';
import type { CompiledPage, PageCompiler, PageCompilerOptions } from '../../../src/mdx/types.js';

/** The built-in components of reference §3.1 (`allowedComponents`) plus the ones the brief adds. */
export const KNOWN_COMPONENTS = new Set(
  (
    'ApiPlayground Accordion AccordionGroup Badge Callout CodeGroup CodeBlock Color Color.Row Color.Item CustomCode ' +
    'CustomComponent DynamicCustomComponent Danger Tile Tree Tree.Folder Tree.File FileTree SnippetGroup Panel ' +
    'RequestExample ResponseExample Param ParamField Prompt Card CardGroup Columns Column Expandable Frame GitHub ' +
    'GitHub.Repo Github Github.Repo Heading Info Icon MDX Link MDXContentController ResponseField Warning Note Tip ' +
    'Check Tabs Tab Tooltip Latex Step Steps Update ZoomImage OptimizedVideo Mermaid Variation Visibility View ' +
    'Snippet Example'
  ).split(' '),
);

/**
 * Stand-ins for the theme's components: each renders as `<x-name prop="…">children</x-name>` with its
 * string, number and boolean props, so a test sees exactly what the compiler handed the component.
 */
export function stubComponents(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of KNOWN_COMPONENTS) {
    if (name.includes('.')) continue;
    out[name] = (props: Record<string, unknown> & { children?: ComponentChildren }) => {
      const attrs: Record<string, unknown> = {};
      for (const key of Object.keys(props).sort()) {
        const value = props[key];
        if (key === 'children' || key === 'code') continue;
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          attrs[key] = String(value);
      }
      return h(`x-${name.toLowerCase()}`, attrs, props.children);
    };
  }
  return out;
}

/** A compiler reading files from a folder (a fixture case). */
export async function folderCompiler(root: string, options: Partial<PageCompilerOptions> = {}): Promise<PageCompiler> {
  return createPageCompiler({
    readFile: (p) => {
      try {
        return fs.readFileSync(path.join(root, p), 'utf8');
      } catch {
        return undefined;
      }
    },
    fileExists: (p) => {
      try {
        return fs.statSync(path.join(root, p)).isFile();
      } catch {
        return false;
      }
    },
    knownComponents: KNOWN_COMPONENTS,
    ...options,
  });
}

/** A compiler over in-memory files. */
export async function memoryCompiler(
  files: Record<string, string>,
  options: Partial<PageCompilerOptions> = {},
): Promise<PageCompiler> {
  return createPageCompiler({
    readFile: (p) => files[p],
    fileExists: (p) => p in files,
    knownComponents: KNOWN_COMPONENTS,
    ...options,
  });
}

/** Renders with the stub components; component errors are collected. */
export function render(page: CompiledPage, scope?: Record<string, unknown>): { html: string; errors: string[] } {
  const errors: string[] = [];
  const html = renderCompiledPage(page, {
    components: stubComponents(),
    ...(scope ? { scope } : {}),
    onError: (e) => errors.push(`${e.component}: ${e.message}`),
  });
  return { html, errors };
}

/** Puts one element per line so expected HTML files are readable and diffs are small. */
export function prettyHtml(html: string): string {
  return `${html.replace(/></g, '>\n<').trim()}\n`;
}
