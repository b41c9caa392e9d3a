import { describe, expect, it } from 'vitest';
import { h, testPage } from './helpers.js';

describe('callouts', () => {
  it.each(['Note', 'Tip', 'Warning', 'Info', 'Check', 'Danger'])(
    '%s has its type, preset glyph and content',
    (name) => {
      const type = name.toLowerCase();
      const html = testPage().render(name, null, h('p', null, 'Body'));
      expect(html).toContain(`class="q-callout q-callout--${type}"`);
      expect(html).toContain(`data-callout-type="${type}"`);
      expect(html).toContain('role="note"');
      expect(html).toContain(`q-glyph-${type}`);
      expect(html).toContain('<p>Body</p>');
    },
  );

  it('Callout takes an icon, a colour and a title', () => {
    const html = testPage().render(
      'Callout',
      { icon: 'rocket', iconType: 'regular', color: '#8b5cf6', title: 'Heads up' },
      'Text',
    );
    expect(html).toContain('q-callout--custom');
    expect(html).toContain('style="--q-callout-color:#8b5cf6;"');
    expect(html).toContain('<svg data-icon="rocket" data-type="regular"></svg>');
    expect(html).toContain('<p class="q-callout__title">Heads up</p>');
    expect(html).not.toContain('q-glyph');
  });

  it('a preset callout accepts a title too', () => {
    expect(testPage().render('Warning', { title: 'Careful' }, 'x')).toContain(
      '<p class="q-callout__title">Careful</p>',
    );
  });
});

describe('cards', () => {
  it('an internal href makes the whole card a link, without the external arrow', () => {
    const html = testPage().render('Card', { title: 'Quickstart', icon: 'rocket', href: '/quickstart' }, 'Start here');
    expect(html).toMatch(/^<a class="q-mdx-card q-mdx-card--link" href="\/quickstart">/);
    expect(html).toContain('<span class="q-mdx-card__title">Quickstart</span>');
    expect(html).toContain('<div class="q-mdx-card__body">Start here</div>');
    expect(html).toContain('data-icon="rocket"');
    expect(html).not.toContain('q-mdx-card__arrow');
    expect(html).not.toContain('target=');
  });

  it('an external href opens in a new tab and shows the arrow; arrow={false} hides it', () => {
    const page = testPage();
    const html = page.render('Card', { title: 'GitHub', href: 'https://github.com' });
    expect(html).toContain('target="_blank" rel="noreferrer"');
    expect(html).toContain('q-mdx-card__arrow');
    expect(page.render('Card', { title: 'GitHub', href: 'https://github.com', arrow: false })).not.toContain(
      'q-mdx-card__arrow',
    );
    expect(page.render('Card', { title: 'In', href: '/in', arrow: true })).toContain('q-mdx-card__arrow');
  });

  it('supports horizontal, img, cta, colour, type and disabled', () => {
    const page = testPage();
    const html = page.render('Card', {
      title: 'T',
      horizontal: true,
      img: '/images/a.png',
      cta: 'Read more',
      color: '#f00',
      type: 'warning',
      href: '/x',
    });
    expect(html).toContain('q-mdx-card--horizontal');
    expect(html).toContain('q-mdx-card--warning');
    expect(html).toContain('<img class="q-mdx-card__img" src="/images/a.png" alt loading="lazy"');
    expect(html).toContain('<span class="q-mdx-card__cta">Read more');
    const disabled = page.render('Card', { title: 'Off', href: '/x', disabled: true });
    expect(disabled).toMatch(/^<div class="q-mdx-card q-mdx-card--disabled" aria-disabled="true">/);
    expect(disabled).not.toContain('href=');
  });

  it('a typed card shows its callout icon unless given one', () => {
    const page = testPage();
    const typed = page.render('Card', { title: 'T', type: 'tip' }, 'x');
    expect(typed).toContain(
      '<div class="q-mdx-card__icon"><span class="q-glyph q-glyph-tip" aria-hidden="true"></span></div>',
    );
    const own = page.render('Card', { title: 'T', type: 'tip', icon: 'rocket' }, 'x');
    expect(own).toContain('<svg data-icon="rocket"></svg>');
    expect(own).not.toContain('q-glyph-tip');
    expect(page.render('Card', { title: 'T' }, 'x')).not.toContain('q-mdx-card__icon');
    expect(page.render('Card', { title: 'T', type: 'fancy' }, 'x')).not.toContain('q-mdx-card__icon');
  });

  it('the icon colour applies to the icon', () => {
    const html = testPage().render('Card', { title: 'T', icon: 'code', color: '#ef4444' });
    expect(html).toContain('<div class="q-mdx-card__icon" style="color:#ef4444;">');
  });

  it('a card whose body has links uses a stretched title link instead of nesting <a>', () => {
    const html = testPage().render('Card', { title: 'T', href: '/x' }, h('a', { href: '/y' }, 'inner'));
    expect(html).toMatch(/^<div class="q-mdx-card q-mdx-card--link">/);
    expect(html).toContain('<a class="q-mdx-card__title q-mdx-card__stretched" href="/x">T</a>');
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it('Columns and its CardGroup alias clamp cols to 1–4 (default 2)', () => {
    const page = testPage();
    expect(page.render('Columns', { cols: 3 }, 'x')).toBe(
      '<div class="q-columns" data-cols="3" style="--q-cols:3;">x</div>',
    );
    expect(page.render('CardGroup', null, 'x')).toContain('data-cols="2"');
    expect(page.render('Columns', { cols: '9' })).toContain('data-cols="4"');
    expect(page.render('Columns', { cols: 0 })).toContain('data-cols="1"');
    expect(page.render('Column', null, 'x')).toBe('<div class="q-column">x</div>');
  });

  it('Tile links its preview, and images inside it do not zoom', () => {
    const page = testPage();
    const html = page.render(
      'Tile',
      { href: '/t', title: 'Title', description: 'Desc' },
      h(page.c.img, { src: '/a.png', alt: 'A' }),
    );
    expect(html).toMatch(/^<a class="q-tile" href="\/t">/);
    expect(html).toContain('<span class="q-tile__title">Title</span>');
    expect(html).toContain('<span class="q-tile__description">Desc</span>');
    expect(html).toContain('data-nozoom');
    expect(html).not.toContain('data-zoom=');
    expect(page.ctx.features.has('zoom')).toBe(false);
  });
});
