import { describe, expect, it } from 'vitest';
import { missingConfigFiles } from '../../../src/config/config-files.js';
import type { JsonPath } from '../../../src/config/json-path.js';

/** Places every value at line 1 and the column of its path's length, so each diagnostic names its path. */
const locate = (path: JsonPath) => ({ file: 'docs.json', line: 1, column: path.length });

function missing(config: unknown, files: string[]): string[] {
  return missingConfigFiles(config, locate, new Set(files)).map((d) => `${d.path} ${d.message}`);
}

describe('missingConfigFiles', () => {
  it('finds each logo, favicon, background and font file that the site does not hold', () => {
    const config = {
      logo: { light: '/logo/light.svg', dark: './logo/dark.svg', href: '/missing-page' },
      favicon: { light: 'favicon.ico', dark: '/favicon-dark.ico' },
      background: { image: { light: '/bg/light.png', dark: '/bg/dark%20mode.png' } },
      fonts: { family: 'Inter', source: '/fonts/inter.woff2', format: 'woff2', heading: { source: '/h.woff' } },
    };
    expect(missing(config, ['/logo/light.svg', '/favicon.ico', '/bg/light.png', '/fonts/inter.woff2'])).toEqual([
      'logo.dark the dark-mode logo ./logo/dark.svg is not a file of the site, so pages show it missing.',
      'favicon.dark the dark-mode favicon /favicon-dark.ico is not a file of the site, so pages show it missing.',
      'background.image.dark the dark-mode background image /bg/dark%20mode.png is not a file of the site, so pages show it missing.',
      'fonts.heading.source the heading font /h.woff is not a file of the site, so pages show it missing.',
    ]);
  });

  it('finds single files, decoded and without a query, and leaves URLs and data alone', () => {
    const files = ['/logo.svg', '/bg image.png'];
    expect(
      missing({ logo: '/logo.svg?v=2', favicon: '/icon.png', background: { image: '/bg%20image.png' } }, files),
    ).toEqual(['favicon the favicon /icon.png is not a file of the site, so pages show it missing.']);
    const remote = {
      logo: 'https://cdn.example.com/logo.svg',
      favicon: 'data:image/png;base64,AAAA',
      background: { image: '//cdn.example.com/bg.png' },
      fonts: { body: { source: 'https://fonts.example.com/body.woff2' } },
    };
    expect(missing(remote, [])).toEqual([]);
  });

  it('gives the place and a hint that names the file looked for', () => {
    const [found] = missingConfigFiles({ favicon: 'img/icon.svg' }, locate, new Set());
    expect(found).toMatchObject({ severity: 'warning', rule: 'missing-file', file: 'docs.json', line: 1, column: 1 });
    expect(found?.hint).toBe(
      'Add the file at /img/icon.svg (paths start at the folder holding docs.json), or correct the path.',
    );
    expect(missingConfigFiles(null, locate, new Set())).toEqual([]);
    expect(missingConfigFiles({ logo: 5, favicon: { light: 3 }, fonts: 'x' }, locate, new Set())).toEqual([]);
  });
});
