import { describe, expect, it } from 'vitest';
import { searchDocument } from '../../../src/render/search-document.js';
import { createSearchIndexer } from '../../../src/render/search-index.js';

/**
 * A page of the kinds of content real pages hold: headings with inline code and links, code blocks of token
 * spans, tables, lists, callouts, tabs, a form label, a footer and an image, all inside the indexed element. Ids
 * sit on headings only and the image has no `src`: on other elements both are left out of the search document on
 * purpose (see searchDocument), so they would make the indexes differ for that reason alone.
 */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>Quickstart</title>' +
  '<meta data-pagefind-meta="title[content]" content="Quickstart"/>' +
  '<meta data-pagefind-filter="section[content]" content="Guides"/></head><body><nav><a href="/">Home</a></nav>' +
  '<main><article class="content" data-pagefind-body><header><h1 id="page-title" data-pagefind-weight="10">Quickstart</h1>' +
  '<p class="lead">Install the <strong>command-line</strong> tool, then run it.</p></header>' +
  '<h2 id="install">Install the <code>quire</code> CLI <a class="anchor" href="#install"><span>#</span></a></h2>' +
  '<p>Run <code>npm i quire</code> and <em>wait</em>. See <a href="/guide">the guide</a>.</p>' +
  '<div class="code"><button class="copy"><span class="icon"></span>Copy</button><pre class="shiki"><code>' +
  '<span class="line"><span style="--shiki-light:#6F42C1">npm</span><span style="--shiki-light:#032F62"> install</span>' +
  '<span> quire</span></span>\n<span class="line"><span>npx</span><span> quire</span><span> build</span></span></code></pre></div>' +
  '<div class="callout"><div class="icon"><span></span></div><div><p>Node <b>20</b> or later.</p></div></div>' +
  '<table><thead><tr><th>Option</th><th>Default</th></tr></thead><tbody><tr><td><code>--out</code></td>' +
  '<td>dist</td></tr><tr><td><code>--base</code></td><td>/</td></tr></tbody></table>' +
  '<ol><li>First</li><li>Second <kbd>Ctrl</kbd>+<kbd>K</kbd></li></ol><ul><li><p>Nested <i>item</i></p></li></ul>' +
  '<div role="tablist"><button>npm</button><button>pnpm</button></div><div role="tabpanel"><p>Tab text.</p></div>' +
  '<h3 id="next">Next <small>steps</small><blockquote>not the heading’s text</blockquote></h3><blockquote>Quoted words</blockquote>' +
  '<label>Label text</label><img alt="A diagram of the build"><p>Line one<br>line two</p>' +
  '<footer><p>Footer inside the body</p></footer><details><summary>More</summary><p>Hidden details text.</p></details>' +
  '</article></main><footer>Page footer</footer></body></html>';

async function indexFiles(html: string): Promise<Map<string, string>> {
  const { indexer } = await createSearchIndexer({ base: '/' });
  try {
    await indexer.add('/quickstart', html);
    const { files } = await indexer.files();
    return new Map(files.map((file) => [file.path, Buffer.from(file.content).toString('base64')]));
  } finally {
    await indexer.close();
  }
}

describe('search document', () => {
  it('gives Pagefind the very index the whole page gives', async () => {
    const document = searchDocument(PAGE);
    expect(document).toBeDefined();
    expect(document!.length).toBeLessThan(PAGE.length * 0.75);
    const [fromPage, fromDocument] = [await indexFiles(PAGE), await indexFiles(document!)];
    expect([...fromPage.keys()].some((path) => path.endsWith('.pf_fragment'))).toBe(true);
    expect(fromDocument).toEqual(fromPage);
  });
});
