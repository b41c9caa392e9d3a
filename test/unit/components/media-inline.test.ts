import { describe, expect, it } from 'vitest';
import { h, testPage } from './helpers.js';

describe('images, video, iframe', () => {
  it('images zoom on click unless noZoom; control props never reach the HTML', () => {
    const page = testPage();
    const zoom = page.render('img', { src: '/a.png', alt: 'A' });
    expect(zoom).toBe('<img loading="lazy" decoding="async" src="/a.png" alt="A" data-zoom/>');
    expect(page.ctx.features.has('zoom')).toBe(true);
    const plain = page.render('img', { src: '/b.png', alt: 'B', noZoom: true, actions: 'copy' });
    expect(plain).toBe('<img loading="lazy" decoding="async" src="/b.png" alt="B" data-nozoom/>');
  });

  it('autoPlay videos also get playsInline, loop and muted', () => {
    const page = testPage();
    const html = page.render('video', { src: '/v.mp4', autoPlay: true });
    expect(html).toContain('autoplay');
    expect(html).toContain('playsinline');
    expect(html).toContain('loop');
    expect(html).toContain('muted');
    expect(page.render('video', { src: '/v.mp4', controls: true })).toBe('<video src="/v.mp4" controls></video>');
  });

  it('iframes load lazily with a class', () => {
    expect(testPage().render('iframe', { src: 'https://example.com', title: 'Demo' })).toBe(
      '<iframe loading="lazy" src="https://example.com" title="Demo" class="q-iframe"></iframe>',
    );
  });

  it('Frame centres content with an inline-Markdown caption and a hint; Example is an alias', () => {
    const page = testPage();
    const html = page.render('Frame', { caption: 'See **this** and `code`', hint: 'Note:' }, 'X');
    expect(html).toBe(
      '<div class="q-frame-wrap"><p class="q-frame__hint">Note:</p><figure class="q-frame"><div class="q-frame__content">X</div>' +
        '<figcaption class="q-frame__caption">See <strong>this</strong> and <code>code</code></figcaption></figure></div>',
    );
    expect(page.render('Example', null, 'X')).toContain('<figure class="q-frame">');
  });
});

describe('Mermaid and Latex', () => {
  it('Mermaid renders the chart source for the client and records the feature', () => {
    const page = testPage();
    const html = page.render('Mermaid', { chart: 'graph LR\n  A --> B' });
    expect(html).toBe(
      '<pre class="mermaid q-mermaid" data-placement="bottom-right" data-actions="true" data-src="/_quire/vendor/mermaid.min.js">graph LR\n  A --> B</pre>',
    );
    expect(page.ctx.features.has('mermaid')).toBe(true);
    expect(page.render('Mermaid', { chart: 'x', actions: false, placement: 'top-left' })).toContain(
      'data-placement="top-left" data-actions="false"',
    );
  });

  it('Latex typesets with KaTeX at build time', () => {
    const page = testPage();
    const html = page.render('Latex', null, 'x^2');
    expect(html).toMatch(/^<span class="q-latex"><span class="katex">/);
    expect(html).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
    expect(page.ctx.features.has('math')).toBe(true);
  });
});

describe('inline components', () => {
  it('Icon renders icon or src with size and colour', () => {
    const page = testPage({
      renderIcon: (icon, opts) =>
        `<svg data-icon="${String(icon)}" data-size="${opts?.size}" data-color="${opts?.color}"></svg>`,
    });
    expect(page.render('Icon', { icon: 'heart', size: 24, color: '#f00' })).toBe(
      '<span class="q-icon-slot q-inline-icon"><svg data-icon="heart" data-size="24" data-color="#f00"></svg></span>',
    );
    expect(page.render('Icon', { src: '/logo.svg' })).toContain('data-icon="/logo.svg" data-size="16"');
    expect(page.render('Icon', {})).toBe('');
  });

  it('an inline <svg> element as icon is rendered as is', () => {
    const page = testPage();
    expect(page.render('Icon', { icon: h('svg', { viewBox: '0 0 1 1' }) })).toBe(
      '<span class="q-icon-slot q-inline-icon" aria-hidden="true"><svg viewBox="0 0 1 1"></svg></span>',
    );
  });

  it('Badge: colour, size, shape, stroke, disabled, icon', () => {
    const page = testPage();
    expect(page.render('Badge', null, 'New')).toBe(
      '<span class="q-badge q-badge--gray q-badge--md q-badge--rounded">New</span>',
    );
    const html = page.render(
      'Badge',
      { color: 'green', size: 'sm', shape: 'pill', stroke: true, disabled: true, icon: 'check' },
      'OK',
    );
    expect(html).toContain(
      'class="q-badge q-badge--green q-badge--sm q-badge--pill q-badge--stroke q-badge--disabled"',
    );
    expect(html).toContain('data-icon="check"');
    expect(page.render('Badge', { color: '#123456' }, 'x')).toContain(
      'q-badge--custom q-badge--md q-badge--rounded" style="--q-badge-color:#123456;"',
    );
  });

  it('Tooltip: trigger described by a bubble with headline, tip and call to action', () => {
    const page = testPage();
    const html = page.render(
      'Tooltip',
      { tip: 'Application Programming Interface', headline: 'API', cta: 'Learn more', href: '/api' },
      'API',
    );
    expect(html).toContain('<span class="q-tooltip__trigger" tabindex="0" aria-describedby="q-tooltip-1">API</span>');
    expect(html).toContain(
      '<span class="q-tooltip__bubble" role="tooltip" id="q-tooltip-1"><strong class="q-tooltip__headline">API</strong><span class="q-tooltip__tip">Application Programming Interface</span><a class="q-tooltip__cta" href="/api">Learn more',
    );
  });

  it('links keep their href; external ones open in a new tab', () => {
    const page = testPage();
    expect(page.render('a', { href: '/docs/page' }, 'in')).toBe('<a href="/docs/page">in</a>');
    expect(page.render('Link', { href: 'https://example.com' }, 'out')).toBe(
      '<a href="https://example.com" target="_blank" rel="noreferrer">out</a>',
    );
  });

  it('Heading: level or as, id from the compiler or a slug, noAnchor marked for the layout', () => {
    const page = testPage();
    expect(page.render('Heading', { level: 3, id: 'x' }, 'Title')).toBe('<h3 id="x" class="q-heading">Title</h3>');
    expect(page.render('Heading', { as: 'h4' }, 'Some Title')).toBe(
      '<h4 id="some-title" class="q-heading">Some Title</h4>',
    );
    expect(page.render('Heading', { level: 2, noAnchor: true }, 'T')).toBe(
      '<h2 class="q-heading" data-no-anchor>T</h2>',
    );
  });
});
