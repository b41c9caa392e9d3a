import { describe, expect, it } from 'vitest';
import { h, testPage } from './helpers.js';

describe('Steps', () => {
  it('numbers steps, anchors titles by id and renders body', () => {
    const page = testPage();
    const html = page.render(
      'Steps',
      null,
      h(page.c.Step, { title: 'Install', id: 'install' }, 'a'),
      h(page.c.Step, { title: 'Run it' }, 'b'),
    );
    expect(html).toMatch(/^<ol class="q-steps">/);
    expect(html).toContain(
      '<li class="q-step" id="install"><div class="q-step__marker" aria-hidden="true"><span>1</span></div>',
    );
    expect(html).toContain(
      '<p class="q-step__title q-step__title--p"><a class="q-step__link" href="#install">Install</a></p>',
    );
    expect(html).toContain(
      '<li class="q-step" id="run-it"><div class="q-step__marker" aria-hidden="true"><span>2</span></div>',
    );
    expect(html).toContain('<div class="q-step__body">b</div>');
  });

  it('numbers only the steps: an intro sentence between them stays in its place, unnumbered, with no stray prop', () => {
    const page = testPage();
    const html = page.render(
      'Steps',
      null,
      h('p', null, 'Follow these steps:'),
      h(page.c.Step, { title: 'One' }, 'a'),
      h(page.c.Step, { title: 'Two' }, 'b'),
    );
    expect(html).toMatch(
      /^<ol class="q-steps"><li class="q-steps__note"><p>Follow these steps:<\/p><\/li><li class="q-step"/,
    );
    expect([...html.matchAll(/<span>(\d+)<\/span>/g)].map((m) => m[1])).toEqual(['1', '2']);
    expect(html).not.toMatch(/qindex/i);
  });

  it('supports titleSize on Steps and Step, stepNumber, icon and noAnchor', () => {
    const page = testPage();
    const html = page.render(
      'Steps',
      { titleSize: 'h3' },
      h(page.c.Step, { title: 'A', stepNumber: 7 }, 'a'),
      h(page.c.Step, { title: 'B', titleSize: 'h2', icon: 'gear', noAnchor: true }, 'b'),
    );
    expect(html).toContain('<span>7</span>');
    expect(html).toContain('<h3 class="q-step__title q-step__title--h3"><a class="q-step__link" href="#a">A</a></h3>');
    expect(html).toContain('<h2 class="q-step__title q-step__title--h2">B</h2>');
    expect(html).toContain('data-icon="gear"');
  });
});

describe('Accordion and Expandable', () => {
  it('Accordion is a <details> with id, summary, description and icon', () => {
    const page = testPage();
    const html = page.render('Accordion', { title: 'Can I link here?', description: 'Short', icon: 'link' }, 'Body');
    expect(html).toMatch(/^<details class="q-accordion" id="can-i-link-here" data-accordion>/);
    expect(html).toContain('<summary class="q-accordion__summary">');
    expect(html).toContain(
      '<span class="q-accordion__title">Can I link here?</span><span class="q-accordion__description">Short</span>',
    );
    expect(html).toContain('data-icon="link"');
    expect(html).toContain('<div class="q-accordion__body">Body</div>');
    expect(page.ctx.features.has('accordion')).toBe(true);
  });

  it('defaultOpen opens it; an injected id wins', () => {
    const html = testPage().render('Accordion', { title: 'T', defaultOpen: true, id: 'custom' }, 'x');
    expect(html).toMatch(/^<details class="q-accordion" id="custom" open data-accordion>/);
  });

  it('AccordionGroup wraps its accordions', () => {
    const page = testPage();
    expect(page.render('AccordionGroup', null, h(page.c.Accordion, { title: 'A' }, 'a'))).toMatch(
      /^<div class="q-accordion-group"><details/,
    );
  });

  it('Expandable says Show/Hide {title}', () => {
    const page = testPage();
    const html = page.render('Expandable', { title: 'properties' }, 'x');
    expect(html).toContain('<details class="q-expandable">');
    expect(html).toContain(
      '<span class="q-expandable__show">Show properties</span><span class="q-expandable__hide">Hide properties</span>',
    );
    expect(page.render('Expandable', { defaultOpen: true }, 'x')).toContain('<details class="q-expandable" open>');
    expect(page.render('Expandable', null, 'x')).toContain('Show child attributes');
  });
});

describe('ParamField and ResponseField', () => {
  it('ParamField takes its name from the location prop and gets a param- anchor', () => {
    const page = testPage();
    const html = page.render(
      'ParamField',
      { query: 'limit', type: 'integer', required: true, default: 10 },
      h('p', null, 'Max.'),
    );
    // The data-param-* attributes are what the playground of a hand-written `api:` page reads.
    expect(html).toMatch(
      /^<div class="q-field q-field--param" id="param-limit" data-location="query" data-param-name="limit" data-param-type="integer" data-param-required(="")? data-param-default="10">/,
    );
    expect(html).toContain('<a class="q-field__anchor" href="#param-limit" aria-label="Link to limit">');
    expect(html).toContain(
      '<span class="q-field__name">limit</span><span class="q-field__type">integer</span><span class="q-pill q-pill--required">required</span>',
    );
    expect(html).toContain('<span class="q-field__default">default: <code>10</code></span>');
    expect(html).toContain('<div class="q-field__body"><p>Max.</p></div>');
  });

  it('Param is an alias; deprecated, object defaults and injected ids', () => {
    const page = testPage();
    const html = page.render('Param', {
      body: 'options',
      type: 'object',
      deprecated: true,
      default: { a: 1 },
      id: 'param-options',
    });
    expect(html).toContain('q-field--deprecated');
    expect(html).toContain('id="param-options" data-location="body"');
    expect(html).toContain('<span class="q-pill q-pill--deprecated">deprecated</span>');
    expect(html).toContain('<code>{&quot;a&quot;:1}</code>');
  });

  it('ResponseField shows text and numbers as pills, never an object as "[object Object]"', () => {
    const html = testPage().render('ResponseField', { name: 'n', post: ['read-only', { label: 'beta' }, 2, ''] });
    expect(html).not.toContain('[object Object]');
    expect([...html.matchAll(/q-pill--post">([^<]*)</g)].map((m) => m[1])).toEqual(['read-only', '2']);
  });

  it('ResponseField shows pre and post pills around the name', () => {
    const html = testPage().render('ResponseField', { name: 'user', type: 'User', pre: ['readonly'], post: ['beta'] });
    expect(html).toMatch(/^<div class="q-field q-field--response" id="response-user">/);
    expect(html).toContain(
      '<span class="q-pill q-pill--pre">readonly</span><span class="q-field__name">user</span><span class="q-pill q-pill--post">beta</span><span class="q-field__type">User</span>',
    );
  });

  it('duplicate names get distinct fallback ids', () => {
    const page = testPage();
    page.render('ParamField', { path: 'id' });
    expect(page.render('ParamField', { path: 'id' })).toContain('id="param-id-2"');
  });
});
