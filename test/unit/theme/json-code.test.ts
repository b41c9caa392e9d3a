import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { JsonCode, linesHtml, tokenizeJson } from '../../../templates/default/components/api/json-code.js';
import { createTextMemo } from '../../../src/util/text-memo.js';

/** The lines as Preact elements, one span per token: what `linesHtml` writes as a string. */
function preactLines(lines: ReturnType<typeof tokenizeJson>[]): string {
  return renderToString(
    h(
      'code',
      null,
      lines.map((tokens, i) => [
        h(
          'span',
          { class: 'line' },
          tokens.map((token) =>
            token.kind === 'space' || token.kind === 'other'
              ? token.text
              : h('span', { class: `q-api-json__${token.kind}` }, token.text),
          ),
        ),
        i < lines.length - 1 ? '\n' : null,
      ]),
    ),
  );
}

describe('JsonCode', () => {
  const tricky = '{"a&b": "<tag attr=\\"x\\"> & more", "n": -1.5e3, "ok": true, "list": [null, {}], "odd": @}';

  it('writes the same HTML as Preact elements per token would, escapes included', () => {
    const tokens = tokenizeJson(tricky);
    const lines = [tokens.slice(0, 5), [], tokens.slice(5)];
    expect(`<code>${linesHtml(lines)}</code>`).toBe(preactLines(lines));
    expect(linesHtml(lines)).toContain('&quot;a&amp;b&quot;');
    expect(linesHtml(lines)).toContain('&lt;tag attr=\\&quot;x\\&quot;>');
  });

  it('lays out compact JSON over lines and keeps a non-JSON text as it is', () => {
    const html = renderToString(h(JsonCode, { value: tricky, json: true }));
    expect(html.startsWith('<pre class="q-code__plain q-api-json"><code><span class="line">')).toBe(true);
    expect(html.split('\n').length).toBeGreaterThan(4);
    expect(html).toContain('<span class="q-api-json__number">-1.5e3</span>');
    const xml = renderToString(h(JsonCode, { value: JSON.stringify('<a>1 & 2</a>\n<b/>'), json: false }));
    expect(xml).toBe(
      '<pre class="q-code__plain q-api-json"><code><span class="line">&lt;a>1 &amp; 2&lt;/a></span>\n<span class="line">&lt;b/></span></code></pre>',
    );
    // An XML document or a CSV line given as it is (not as a JSON string) is shown as written too.
    const raw = renderToString(
      h(JsonCode, { value: '<?xml version="1.0"?>\n<note>Don\'t forget</note>', json: false }),
    );
    expect(raw).toBe(
      '<pre class="q-code__plain q-api-json"><code><span class="line">&lt;?xml version=&quot;1.0&quot;?></span>\n<span class="line">&lt;note>Don\'t forget&lt;/note></span></code></pre>',
    );
    const csv = renderToString(h(JsonCode, { value: 'app1,app2,app3', json: false }));
    expect(csv).toBe(
      '<pre class="q-code__plain q-api-json"><code><span class="line">app1,app2,app3</span></code></pre>',
    );
  });
  it('writes the same HTML from its memo as without one, per value and media type', () => {
    const memo = createTextMemo(1 << 20);
    const cases = [
      { value: tricky, json: true },
      { value: '"<a>1 & 2</a>"', json: false },
      { value: '"<a>1 & 2</a>"', json: true },
      { value: '{\n  "a": 1\n}', json: true },
    ];
    for (let round = 0; round < 2; round++) {
      for (const props of cases) {
        expect(renderToString(h(JsonCode, { ...props, memo }))).toBe(renderToString(h(JsonCode, props)));
      }
    }
    // What a later page reads is what the memo holds: one entry per value and media type.
    memo.set(`json-code\u00001\u0000${tricky}`, 'kept');
    expect(renderToString(h(JsonCode, { value: tricky, json: true, memo }))).toContain('<code>kept</code>');
    expect(renderToString(h(JsonCode, { value: tricky, json: false, memo }))).not.toContain('kept');
  });
});
