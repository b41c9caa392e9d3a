// The floor a build is compared with (issue 13): the bare unified + remark-mdx + GFM → HTML pass over the same
// pages, on one thread, with no theme, no JavaScript generated and nothing written. A build cannot do less work
// per page than this and still read MDX; the bench prints the build's time as a multiple of it.
//
// remark-parse, remark-mdx and remark-rehype come with @mdx-js/mdx (which Quire depends on); the bench imports
// them directly because this pass must be exactly the plain unified pipeline, not Quire's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** Every `.mdx` file under `root` (bench sites have no other pages), sorted so runs read them in one order. */
function listPages(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) out.push(full);
    }
  };
  walk(root);
  return out.sort();
}

/** Drops the YAML frontmatter block, which the bare pipeline has no extension for. */
function withoutFrontmatter(text) {
  if (!text.startsWith('---\n')) return text;
  const end = text.indexOf('\n---\n', 4);
  return end === -1 ? text : text.slice(end + 5);
}

/**
 * MDX nodes as the plainest HTML (a JSX element as an element of its name, its children inside; expressions and
 * imports dropped), since hast-util-to-html has no handler for them.
 */
function plainMdx(node) {
  if (!node.children) return node;
  const children = [];
  for (const child of node.children) {
    if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
      children.push(
        plainMdx({ type: 'element', tagName: child.name ?? 'div', properties: {}, children: child.children }),
      );
    } else if (child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression' && child.type !== 'mdxjsEsm') {
      children.push(plainMdx(child));
    }
  }
  node.children = children;
  return node;
}

/**
 * Parses every page of the site with unified + remark-parse + remark-mdx + remark-gfm, turns it into hast
 * (MDX nodes passed through) and serialises it to HTML, one page after the other on this thread.
 * @param {string} root the site folder
 * @returns {{ pages: number, seconds: number, htmlBytes: number }}
 */
export function bareParse(root) {
  const files = listPages(root);
  const texts = files.map((file) => withoutFrontmatter(readFileSync(file, 'utf8')));
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkRehype, {
      passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'],
    });
  const started = process.hrtime.bigint();
  let htmlBytes = 0;
  for (const text of texts) {
    const tree = processor.runSync(processor.parse(text));
    htmlBytes += toHtml(plainMdx(tree), { allowDangerousHtml: true }).length;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { pages: files.length, seconds, htmlBytes };
}
