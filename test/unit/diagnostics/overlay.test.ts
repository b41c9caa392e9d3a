import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { countProblems, overlayEntries, overlayEntry, overlayHtml } from '../../../src/diagnostics/overlay.js';

const unknownComponent: Diagnostic = {
  severity: 'error',
  rule: 'unknown-component',
  message: 'Unknown component <Cardd>',
  file: 'guides/setup.mdx',
  line: 12,
  column: 3,
  frame: '> 12 | <Cardd>',
  hint: 'Did you mean <Card>?',
};

describe('overlayEntry', () => {
  it('gives the location as the terminal writes it, and the frame and hint when there are some', () => {
    expect(overlayEntry(unknownComponent)).toEqual({
      location: 'guides/setup.mdx:12:3',
      message: 'Unknown component <Cardd>',
      frame: '> 12 | <Cardd>',
      hint: 'Did you mean <Card>?',
    });
    expect(overlayEntry({ severity: 'error', rule: 'internal', message: 'boom' })).toEqual({
      location: '',
      message: 'boom',
    });
  });

  it('puts the JSON path of a config problem before its message', () => {
    const entry = overlayEntry({
      severity: 'error',
      rule: 'nav-missing-page',
      message: 'page `a` does not exist',
      file: 'docs.json',
      line: 4,
      path: 'navigation.pages[0]',
    });
    expect(entry).toEqual({ location: 'docs.json:4', message: 'navigation.pages[0]: page `a` does not exist' });
  });
});

describe('overlayEntries', () => {
  it('keeps the errors, in the order the terminal prints them', () => {
    const warning: Diagnostic = {
      severity: 'warning',
      rule: 'missing-image',
      message: 'Image not found',
      file: 'a.mdx',
      line: 1,
    };
    const later: Diagnostic = {
      severity: 'error',
      rule: 'mdx-syntax',
      message: 'Unexpected end',
      file: 'guides/setup.mdx',
      line: 40,
    };
    const first: Diagnostic = {
      severity: 'error',
      rule: 'mdx-syntax',
      message: 'Unclosed tag',
      file: 'a.mdx',
      line: 2,
    };
    expect(overlayEntries([later, warning, unknownComponent, first]).map((e) => e.location)).toEqual([
      'a.mdx:2',
      'guides/setup.mdx:12:3',
      'guides/setup.mdx:40',
    ]);
    expect(overlayEntries([warning])).toEqual([]);
  });
});

describe('countProblems', () => {
  it('counts in words', () => {
    expect([countProblems(1), countProblems(0), countProblems(3)]).toEqual(['1 problem', '0 problems', '3 problems']);
  });
});

describe('overlayHtml', () => {
  it('lists each entry with the elements and classes of the theme overlay', () => {
    const html = overlayHtml(overlayEntries([unknownComponent]), {
      title: 'The site cannot load: 1 problem',
      intro: 'Fix it.',
    });
    expect(html).toContain(
      '<section id="quire-dev-overlay" class="q-dev-overlay" role="alert" aria-labelledby="q-dev-overlay-title">',
    );
    expect(html).toContain('<h1 id="q-dev-overlay-title">The site cannot load: 1 problem</h1>\n<p>Fix it.</p>');
    expect(html).toContain(
      '<li class="q-dev-error"><p class="q-dev-error-location">guides/setup.mdx:12:3</p>' +
        '<p class="q-dev-error-message">Unknown component &lt;Cardd&gt;</p>' +
        '<pre class="q-dev-error-frame"><code>&gt; 12 | &lt;Cardd&gt;</code></pre>' +
        '<p class="q-dev-error-hint"><strong>Hint:</strong> Did you mean &lt;Card&gt;?</p></li>',
    );
  });

  it('leaves out the location, frame and hint an entry does not have', () => {
    const html = overlayHtml([{ location: '', message: 'boom' }], { title: 'x' });
    expect(html).toContain('<li class="q-dev-error"><p class="q-dev-error-message">boom</p></li>');
    expect(html).not.toContain('q-dev-error-location');
    expect(html).not.toContain('<p></p>');
  });

  it('escapes the text users wrote, wherever it appears', () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const html = overlayHtml([{ location: hostile, message: hostile, frame: hostile, hint: hostile }], {
      title: hostile,
      intro: hostile,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(
      html.match(/&lt;script&gt;alert\("x"\)&lt;\/script&gt; &amp; &lt;img src=x onerror=alert\(1\)&gt;/g),
    ).toHaveLength(6);
  });
});
