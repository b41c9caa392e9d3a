import { describe, expect, it } from 'vitest';
import { createSlugger, slugifyHeading } from '../../../../src/mdx/plugins/slugger.js';

describe('slugifyHeading (reference §3.2)', () => {
  it.each([
    ['Getting started', 'getting-started'],
    ['Config.json options', 'config-json-options'],
    ["What's new", 'what’s-new'],
    ['Rate limits (per minute)', 'rate-limits-per-minute'],
    ['Read/write access', 'read/write-access'],
    ['Fees & billing', 'fees-&-billing'],
    ['OAuth', 'oauth'],
    ['camelCase stays one word', 'camelcase-stays-one-word'],
    ['snake_case_name', 'snake_case_name'],
    ['安装 CLI', '安装-cli'],
    ['Déjà vu', 'déjà-vu'],
    ['/_mintlify/*', '_mintlify/*'],
    // `_` is kept at the ends too: the MCP specification links to `#_meta` (its fix "Fix broken anchor to _meta").
    ['`_meta`', '_meta'],
    ['`__init__`', '__init__'],
    // Ids real sites link to on the hosted platform (corpora): `$`, dashes and arrows stay.
    ['Split configuration with `$ref`', 'split-configuration-with-$ref'],
    ['session.in — clients → task', 'session-in-—-clients-→-task'],
    // `:` and `?` go (mintlify/docs#5537: `Step 1: Issue a proxy secret` is `#step-1-issue-a-proxy-secret`).
    ['Step 1: Issue a proxy secret', 'step-1-issue-a-proxy-secret'],
    ['Example: Connect to the Mintlify MCP server', 'example-connect-to-the-mintlify-mcp-server'],
    ["What's next?", 'what’s-next'],
    // Commas go: mintlify's docs link to `Search, SEO, and AI indexing` as #search-seo-and-ai-indexing.
    ['Search, SEO, and AI indexing', 'search-seo-and-ai-indexing'],
    ['July 24, 2026', 'july-24-2026'],
    ['Why Quire?', 'why-quire'],
    // A run of dashes is one (the links of pipecat, upstash, 0xsequence… to numbered headings).
    ['2. Escrow Token (chXXX tokens)', '2-escrow-token-chxxx-tokens'],
    ['3. VAD & Turn Analyzer Configuration', '3-vad-&-turn-analyzer-configuration'],
    ['Package Manager - Recommended', 'package-manager-recommended'],
    ['a -- b', 'a-b'],
  ])('%s → %s', (text, id) => {
    expect(slugifyHeading(text)).toBe(id);
  });
});

describe('createSlugger', () => {
  it('numbers duplicates page-wide: -2, -3', () => {
    const s = createSlugger();
    expect([s.heading('Overview'), s.heading('Overview'), s.heading('Overview')]).toEqual([
      'overview',
      'overview-2',
      'overview-3',
    ]);
  });

  it('skips ids already claimed by the author', () => {
    const s = createSlugger();
    s.claim('setup-2');
    expect([s.heading('Setup'), s.heading('Setup')]).toEqual(['setup', 'setup-3']);
  });

  it('gives parameters param-<slug> with _1, _2 for duplicates', () => {
    const s = createSlugger();
    expect([s.param('user.name'), s.param('user.name'), s.param('user.name')]).toEqual([
      'param-user-name',
      'param-user-name_1',
      'param-user-name_2',
    ]);
  });

  it('splits a camel-case parameter name into words, as the links of real sites to ParamFields read', () => {
    const s = createSlugger();
    // upstash workflow/basics/serve/advanced.mdx `#param-base-url`, pipecat client callbacks `#param-on-error`.
    expect([s.param('baseUrl'), s.param('onError'), s.param('expireAfterSecs')]).toEqual([
      'param-base-url',
      'param-on-error',
      'param-expire-after-secs',
    ]);
    expect([s.param('myURLValue'), s.param('listAPIs'), s.param('max_session_duration')]).toEqual([
      'param-my-url-value',
      'param-list-apis',
      'param-max_session_duration',
    ]);
    // Headings keep camel case as one word.
    expect(s.heading('onError')).toBe('onerror');
  });

  it("gives a heading named like a part of the layout the next id, so its link does not land on the layout's", () => {
    const s = createSlugger();
    expect([s.heading('Navbar'), s.heading('Content'), s.heading('Header'), s.heading('Sidebar')]).toEqual([
      'navbar-2',
      'content-2',
      'header-2',
      'sidebar-2',
    ]);
    // Parts after the content (or only on some sites) keep the platform's id: a link lands on the heading first.
    expect([s.heading('Footer'), s.heading('Pagination'), s.heading('Banner')]).toEqual([
      'footer',
      'pagination',
      'banner',
    ]);
    // Only generated ids move: an id the author wrote stays as written.
    expect(s.claim('panel')).toBe('panel');
  });

  it('never returns an empty id', () => {
    expect(createSlugger().heading('()')).toBe('section');
  });
});
