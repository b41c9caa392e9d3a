import { cp, mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../../src/build/build.js';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/build/basic');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-build-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function copyFixture(name: string): Promise<string> {
  const dir = path.join(work, name);
  await cp(fixture, dir, { recursive: true });
  return dir;
}

const read = (dir: string, file: string): Promise<string> => readFile(path.join(dir, file), 'utf8');

describe('buildSite', () => {
  let site: string;
  let result: BuildResult;

  beforeAll(async () => {
    site = await copyFixture('basic');
    result = await buildSite({ dir: site, workers: 0 });
  });

  it('writes every route as a folder index into <site>/dist, with no diagnostics', async () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.pages).toBe(5);
    expect(result.outDir).toBe(path.join(site, 'dist'));
    for (const file of [
      'index.html',
      'guides/setup/index.html',
      'guides/hidden-in-nav/index.html',
      'guides/orphan/index.html',
      'api-reference/get-users/index.html',
    ]) {
      expect(existsSync(path.join(site, 'dist', file)), file).toBe(true);
    }
  });

  it('times the site load by stage, then the build steps (what --debug prints)', () => {
    expect(result.timings.map((t) => t.stage).slice(0, 8)).toEqual([
      'config',
      'content',
      'utility styles',
      'specs',
      'navigation',
      'routes',
      'compiler',
      'copy site files',
    ]);
  });

  it('copies static files and user styles, and the theme under _quire/', async () => {
    const dist = path.join(site, 'dist');
    expect(await read(dist, 'images/logo.svg')).toContain('<svg');
    expect(await read(dist, 'style.css')).toContain('--fixture');
    expect(existsSync(path.join(dist, '_quire/quire.css'))).toBe(true);
    expect(await read(dist, 'index.html')).toContain('<link rel="stylesheet" href="/style.css"');
  });

  it('renders snippets into pages and marks hidden pages noindex', async () => {
    const dist = path.join(site, 'dist');
    expect(await read(dist, 'guides/setup/index.html')).toContain('Shared snippet text.');
    expect(await read(dist, 'guides/hidden-in-nav/index.html')).toContain('<meta name="robots" content="noindex">');
    expect(await read(dist, 'guides/setup/index.html')).not.toContain('content="noindex"');
  });

  it("renders endpoint entries as API reference pages from the site's spec", async () => {
    const html = await read(path.join(site, 'dist'), 'api-reference/get-users/index.html');
    expect(html).toContain('id="limit"');
    expect(html).toContain('<strong>account</strong>');
    expect(html).toContain('https://api.fixture.dev/users');
    expect(html).not.toContain('once Quire supports OpenAPI');
    // The spec itself is published at its path, for readers and tools.
    expect(JSON.parse(await read(path.join(site, 'dist'), 'openapi.json')).openapi).toBe('3.0.3');
  });

  it('writes 404.html, redirects, sitemap (navigable, not hidden) and robots.txt', async () => {
    const dist = path.join(site, 'dist');
    expect(await read(dist, '404.html')).toContain('Page not found');
    expect(await read(dist, 'old-setup/index.html')).toContain('url=/guides/setup');
    expect(await read(dist, '_redirects')).toBe(
      '/old-setup /guides/setup 308\n/beta/* /guides/:splat 308\n/beta /guides 308\n',
    );
    const sitemap = await read(dist, 'sitemap.xml');
    expect([...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://docs.fixture.dev/',
      'https://docs.fixture.dev/api-reference/get-users',
      'https://docs.fixture.dev/guides/setup',
    ]);
    expect(await read(dist, 'robots.txt')).toContain('Sitemap: https://docs.fixture.dev/sitemap.xml');
  });

  it('applies --base to every internal URL: links, images, assets, redirects', async () => {
    const out = path.join(work, 'based');
    const based = await buildSite({ dir: site, outDir: out, base: '/docs/', workers: 0 });
    expect(based.ok).toBe(true);
    const html = await read(out, 'index.html');
    expect(html).toContain('<a href="/docs/guides/setup">setup guide</a>');
    expect(html).toContain('<a href="/docs/guides/setup#install">link</a>');
    expect(html).toContain('src="/docs/images/logo.svg" alt="the logo"');
    expect(html).toContain('href="/docs/_quire/quire.css"');
    expect(html).toContain('href="/docs/style.css"');
    const urls = [...html.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(urls.filter((url) => !url.startsWith('/docs/'))).toEqual([]);
    expect(await read(out, 'old-setup/index.html')).toContain('url=/docs/guides/setup');
  });

  it('leaves the previous output untouched when the build has errors, and writes nothing else', async () => {
    const broken = await copyFixture('broken');
    const out = path.join(broken, 'dist');
    await mkdir(path.join(out, '_quire'), { recursive: true });
    await writeFile(path.join(out, 'index.html'), 'previous build');
    await writeFile(path.join(broken, 'guides/broken.mdx'), '# Broken\n\n<Note>\nunclosed\n');
    const before = (await readdir(broken)).sort();
    const failed = await buildSite({ dir: broken, workers: 0 });
    expect(failed.ok).toBe(false);
    expect(failed.errors).toBeGreaterThan(0);
    expect(failed.diagnostics.some((d) => d.file === 'guides/broken.mdx' && d.severity === 'error')).toBe(true);
    expect(await read(out, 'index.html')).toBe('previous build');
    expect((await readdir(broken)).sort()).toEqual(before);
  });

  it('fails under --strict when there are warnings', async () => {
    const strict = await copyFixture('strict');
    await writeFile(path.join(strict, 'guides/setup.mdx'), '# Setup\n\n![missing](/images/nope.png)\n');
    const lenient = await buildSite({ dir: strict, workers: 0 });
    expect(lenient.ok).toBe(true);
    expect(lenient.warnings).toBeGreaterThan(0);
    await rm(path.join(strict, 'dist'), { recursive: true });
    const failed = await buildSite({ dir: strict, strict: true, workers: 0 });
    expect(failed.ok).toBe(false);
    expect(existsSync(path.join(strict, 'dist'))).toBe(false);
  });

  it('refuses an output folder that holds the site or files Quire did not write', async () => {
    const guarded = await copyFixture('guarded');
    const intoSite = await buildSite({ dir: guarded, outDir: guarded, workers: 0 });
    expect(intoSite.ok).toBe(false);
    expect(intoSite.diagnostics.map((d) => d.rule)).toEqual(['output-folder']);
    const intoContent = await buildSite({ dir: guarded, outDir: path.join(guarded, 'guides'), workers: 0 });
    expect(intoContent.ok).toBe(false);
    expect(existsSync(path.join(guarded, 'guides/setup.mdx'))).toBe(true);
  });

  it('gives navigation and redirect problems in docs.json a code frame', async () => {
    const framed = await copyFixture('framed');
    const config = JSON.parse(await read(framed, 'docs.json')) as {
      navigation: { groups?: Array<{ pages: string[] }> };
      redirects?: unknown;
    };
    config.redirects = [{ source: '/', destination: '/guides/setup' }];
    await writeFile(path.join(framed, 'docs.json'), JSON.stringify(config, null, 2));
    const shadowed = await buildSite({ dir: framed, workers: 0 });
    const redirect = shadowed.diagnostics.find((d) => d.rule === 'redirect-shadows-page');
    expect(redirect).toMatchObject({ file: 'docs.json', severity: 'warning' });
    expect(redirect!.frame).toMatch(/> +\d+ \| +"source": "\/",/);

    const text = (await read(framed, 'docs.json')).replace('"guides/setup"', '"guides/nope"');
    await writeFile(path.join(framed, 'docs.json'), text);
    // A navigation entry whose page is gone: a located warning (as Mintlify gives), the entry left out, the rest built.
    const stale = await buildSite({ dir: framed, workers: 0 });
    const missing = stale.diagnostics.find((d) => d.rule === 'nav-missing-page');
    expect(missing).toMatchObject({ file: 'docs.json', severity: 'warning' });
    expect(missing!.frame).toContain('"guides/nope"');
    expect(missing!.frame).toMatch(/^ *> /m);
    expect(stale.ok).toBe(true);
    expect(existsSync(path.join(framed, 'dist', 'index.html'))).toBe(true);
    expect(existsSync(path.join(framed, 'dist', 'guides', 'nope.html'))).toBe(false);
    expect(existsSync(path.join(framed, 'dist', 'guides', 'nope', 'index.html'))).toBe(false);
    const strict = await buildSite({ dir: framed, workers: 0, strict: true });
    expect(strict.ok).toBe(false);
  });

  it('builds a site whose redirect sources carry a #fragment: a located warning, and redirects in the browser', async () => {
    const dir = await copyFixture('fragments');
    const config = JSON.parse(await read(dir, 'docs.json')) as { redirects?: unknown };
    config.redirects = [
      { source: '/old#install', destination: '/guides/setup#install' },
      { source: '/guides/orphan#gone', destination: '/guides/setup' },
    ];
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(config, null, 2));
    const built = await buildSite({ dir, workers: 0 });
    expect(built.ok).toBe(true);
    const warnings = built.diagnostics.filter((d) => d.rule === 'redirect-fragment');
    expect(warnings.map((d) => [d.severity, d.file, typeof d.line, typeof d.column])).toEqual([
      ['warning', 'docs.json', 'number', 'number'],
      ['warning', 'docs.json', 'number', 'number'],
    ]);
    expect(warnings[0]!.hint).toBeTruthy();
    expect(warnings[0]!.frame).toMatch(/> +\d+ \| +"source": "\/old#install",/);
    // No page at /old: a redirect page that picks by fragment; the page at /guides/orphan carries the script.
    expect(await read(dir, 'dist/old/index.html')).toContain('"install":"/guides/setup#install"');
    expect(await read(dir, 'dist/guides/orphan/index.html')).toContain('{"gone":"/guides/setup"}');
    expect(existsSync(path.join(dir, 'dist/_redirects'))).toBe(false);
  });

  it("builds a site with a redirect from a page's Markdown twin (a located warning), and one from a project file", async () => {
    const dir = await copyFixture('twin-redirect');
    const config = JSON.parse(await read(dir, 'docs.json')) as { redirects?: unknown };
    config.redirects = [
      { source: '/guides/setup.md', destination: '/guides/setup' },
      { source: '/notes.txt', destination: '/guides/setup' },
    ];
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(config, null, 2));
    await writeFile(path.join(dir, 'notes.txt'), 'kept');
    const built = await buildSite({ dir, workers: 0 });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.ok).toBe(true);
    const shadowed = built.diagnostics.filter((d) => d.rule === 'redirect-shadows-page');
    expect(shadowed.map((d) => d.message)).toContain(
      "The redirect from /guides/setup.md is never used: the site serves a file at that URL (a page's Markdown twin, or a file of the project).",
    );
    // The twin and the project file are served as they are.
    expect(await read(dir, 'dist/guides/setup.md')).toContain('# ');
    expect(await read(dir, 'dist/notes.txt')).toBe('kept');
  });

  it('reports a missing docs.json as an error, without output', async () => {
    const empty = path.join(work, 'empty');
    await mkdir(empty, { recursive: true });
    const failed = await buildSite({ dir: empty, workers: 0 });
    expect(failed.ok).toBe(false);
    expect(failed.diagnostics[0]?.rule).toBe('config-not-found');
    expect(existsSync(path.join(empty, 'dist'))).toBe(false);
  });
});
