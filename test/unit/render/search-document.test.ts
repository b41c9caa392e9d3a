import { describe, expect, it } from 'vitest';
import { searchDocument } from '../../../src/render/search-document.js';

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="fr" data-theme="light"><head><title>T</title>${head}` +
  `<script>const s = "<article data-pagefind-body>";</script></head><body><nav class="sidebar"><a href="/x">Nav</a></nav>` +
  `<main>${body}</main><footer>Footer</footer></body></html>`;

describe('searchDocument', () => {
  it('keeps the language, the search meta tags and the indexed element, and nothing of the chrome', () => {
    const html = page(
      '<article id="content" class="q-content" data-pagefind-body="" data-pagefind-weight="2"><h1 id="intro" class="t">Intro</h1><p class="x">Hello <a href="/y">world</a></p></article>',
      '<meta data-pagefind-meta="title[content]" content="A > B"/><meta name="description" content="d">',
    );
    expect(searchDocument(html)).toBe(
      '<!DOCTYPE html><html lang="fr" data-theme="light"><head><meta data-pagefind-meta="title[content]" content="A > B"/></head>' +
        '<body><article data-pagefind-body="" data-pagefind-weight="2"><h1 id="intro">Intro</h1><p>Hello world</p></article></body></html>',
    );
  });

  it('leaves out ignored parts (with nested elements of the same name), scripts and drawings, and ids of non-headings', () => {
    const html = page(
      '<div data-pagefind-body><div id="field" title="a>b">Kept <svg><title>icon</title><path d="M0"/></svg></div>' +
        '<div data-pagefind-ignore><div>Skipped <div>deeper</div></div> still skipped</div>' +
        '<!-- <div data-pagefind-ignore> a comment --><script>let t = "</div>";</script>' +
        '<img src="a.png" alt="A diagram"><h2 id="next">Next</h2><p>after</p></div>',
    );
    expect(searchDocument(html)).toBe(
      '<!DOCTYPE html><html lang="fr" data-theme="light"><head></head><body><div data-pagefind-body><div>Kept </div>' +
        '<img alt="A diagram"><h2 id="next">Next</h2><p>after</p></div></body></html>',
    );
  });

  it('skips an ignored element to its own end tag, whatever the case of the names inside it', () => {
    const html = page(
      '<div data-pagefind-body><div data-pagefind-ignore><DIV>x</Div> y <div/> z</div>kept ' +
        '<aside data-pagefind-ignore><textarea></aside></textarea><TITLE></aside></TITLE><SCRIPT>"</aside>"</script>' +
        'hidden</aside>also kept ' +
        // U+212A (Kelvin sign) lower-cases to an ASCII `k`: that tag is a `mark` too.
        '<mark data-pagefind-ignore><mar\u212A>x</mark> hidden</mark>last</div>',
    );
    expect(searchDocument(html)).toBe(
      '<!DOCTYPE html><html lang="fr" data-theme="light"><head></head><body><div data-pagefind-body>kept also kept last</div>' +
        '</body></html>',
    );
  });

  it('ends the indexed element at its own end tag, whatever follows', () => {
    const html = page('<section data-pagefind-body><section>inner</section>tail</section><section>outside</section>');
    const document = searchDocument(html) ?? '';
    expect(document).toContain('<section data-pagefind-body><section>inner</section>tail</section></body>');
    expect(document).not.toContain('outside');
    expect(document).not.toContain('Footer');
  });

  it('closes what the page left open, and drops stray end tags', () => {
    const document = searchDocument('<html lang="en"><body><div data-pagefind-body><p>one</span><b>two</div>');
    expect(document).toBe(
      '<!DOCTYPE html><html lang="en"><head></head><body><div data-pagefind-body><p>onetwo</p></div></body></html>',
    );
  });

  it('leaves out the tags Pagefind reads only for their text, and keeps those it treats apart', () => {
    const html = page(
      '<article data-pagefind-body><pre><code><span><span>npm</span><span> i</span></span></code></pre>' +
        '<table><tr><th>Name</th><td><strong>b</strong></td></tr></table><ol><li>item</li></ol>' +
        '<span data-pagefind-weight="3">weighted</span><label>Field</label><br>' +
        '<h2 id="x">Title <code>inline</code><pre>block</pre></h2></article>',
    );
    expect(searchDocument(html)).toBe(
      '<!DOCTYPE html><html lang="fr" data-theme="light"><head></head><body><article data-pagefind-body>npm i' +
        'Name<td>b</td><li>item</li><span data-pagefind-weight="3">weighted</span><label>Field</label><br>' +
        '<h2 id="x">Title inline<pre>block</pre></h2></article></body></html>',
    );
  });

  it('is undefined for a page that is not indexed', () => {
    expect(searchDocument(page('<article id="content"><h1>Hidden</h1></article>'))).toBeUndefined();
  });
});
