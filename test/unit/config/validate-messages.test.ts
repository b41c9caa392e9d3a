/**
 * The messages of docs.json value errors that the fixture catalog does not reach: per-path SEO settings, list and
 * number limits, empty meta tags. Each is what the user reads, located at the offending value.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';

const minimal = { theme: 'mint', name: 'Acme', colors: { primary: '#16A34A' }, navigation: { pages: ['index'] } };
let dir: string;
let count = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quire-config-messages-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The diagnostics (without code frames) of a docs.json made of the minimal config and `extra`. */
async function diagnosticsOf(extra: Record<string, unknown>) {
  const root = await mkdtemp(path.join(dir, `site-${count++}-`));
  await writeFile(path.join(root, 'docs.json'), JSON.stringify({ ...minimal, ...extra }, null, 2));
  const result = await loadConfig(root);
  expect(result.config).toBeUndefined();
  return result.diagnostics.map(({ frame: _frame, file: _file, line: _line, column: _column, ...d }) => d);
}

const PATH_FORM =
  'expected a path without leading or trailing slash and without "." or ".." segments, like "guides/v2"';

describe('docs.json value messages', () => {
  it.each(['/guides', 'guides/', 'a/../b', './a'])(
    'refuses the SEO path %j and says which form it wants',
    async (p) => {
      expect(await diagnosticsOf({ seo: { paths: [{ path: p, metatags: { a: 'b' } }] } })).toEqual([
        {
          severity: 'error',
          rule: 'config-invalid-value',
          message: `${PATH_FORM}, received "${p}"`,
          hint: 'change "path" as the message says.',
          path: 'seo.paths[0].path',
        },
      ]);
    },
  );

  it('reports an SEO path listed twice at its second entry, with a hint', async () => {
    const paths = [
      { path: 'g', metatags: { a: 'b' } },
      { path: 'g', metatags: { c: 'd' } },
    ];
    expect(await diagnosticsOf({ seo: { paths } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: 'the path "g" is listed twice',
        hint: 'merge the metatags of both entries into one.',
        path: 'seo.paths[1].path',
      },
    ]);
  });

  it('gives the limit and the count of a list that is too long', async () => {
    const links = Array.from({ length: 5 }, (_, i) => ({ header: `H${i}`, items: [{ label: 'a', href: '/a' }] }));
    expect(await diagnosticsOf({ footer: { links } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: 'expected at most 4 items, received 5',
        hint: 'remove items from "links".',
        path: 'footer.links',
      },
    ]);
  });

  it('names the expected type and the value received', async () => {
    expect(await diagnosticsOf({ fonts: { family: 'Inter', weight: '400' } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-type',
        message: 'expected a number, received "400"',
        hint: 'write the number without quotes: "weight": 400.',
        path: 'fonts.weight',
      },
    ]);
  });

  it('says an empty meta tag must not be empty, at its key', async () => {
    expect(await diagnosticsOf({ seo: { metatags: { 'og:image': '' } } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: 'must not be empty',
        hint: 'give "og:image" a value, or remove it.',
        path: 'seo.metatags["og:image"]',
      },
    ]);
  });
});
