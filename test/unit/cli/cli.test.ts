import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli.js';
import { captureIo } from '../../support/capture-io.js';

const capture = captureIo;

describe('quire CLI usage', () => {
  it('prints help and the version with exit 0', async () => {
    const help = capture();
    expect(await main(['--help'], help.io)).toBe(0);
    expect(help.out()).toContain('Usage: quire <command> [options]');
    expect(help.out()).toMatch(/build\s+Build the site into static HTML/);

    const buildHelp = capture();
    expect(await main(['build', '--help'], buildHelp.io)).toBe(0);
    expect(buildHelp.out()).toContain(
      'Usage: quire build [dir] [--out <folder>] [--base <path>] [--strict] [--debug] [--no-cache]',
    );
    expect(buildHelp.out()).toContain('--no-cache');

    const version = capture();
    expect(await main(['--version'], version.io)).toBe(0);
    expect(version.out()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('rejects an unknown command with exit 2, a clear message and the usage', async () => {
    const run = capture();
    expect(await main(['bild'], run.io)).toBe(2);
    expect(run.err()).toContain('quire: unknown command "bild"');
    expect(run.err()).toContain('Usage: quire <command> [options]');
  });

  it('rejects an unknown flag with exit 2 and no stack trace', async () => {
    const run = capture();
    expect(await main(['build', '--ouput', 'x'], run.io)).toBe(2);
    expect(run.err()).toContain('quire build: unknown option --ouput');
    expect(run.err()).toContain('Usage: quire build');
    expect(run.err()).not.toMatch(/\n\s+at /);
  });

  it('rejects a missing flag value, extra arguments and a bad port with exit 2', async () => {
    const missing = capture();
    expect(await main(['build', '--out'], missing.io)).toBe(2);
    expect(missing.err()).toContain("quire build: Option '-o, --out <value>' argument missing");

    const extra = capture();
    expect(await main(['build', 'a', 'b'], extra.io)).toBe(2);
    expect(extra.err()).toContain('quire build: unexpected argument "b"');

    const port = capture();
    expect(await main(['preview', '--port', 'abc'], port.io)).toBe(2);
    expect(port.err()).toContain('--port must be a number, got "abc"');
  });

  it('shows the usage with exit 2 when no command is given', async () => {
    const run = capture();
    expect(await main([], run.io)).toBe(2);
    expect(run.err()).toContain('Usage: quire <command> [options]');
  });
});

describe('quire commands', () => {
  it('prints the docs.json JSON Schema', async () => {
    const run = capture();
    expect(await main(['schema'], run.io)).toBe(0);
    const schema = JSON.parse(run.out()) as { properties?: Record<string, unknown> };
    expect(schema.properties).toHaveProperty('navigation');
  });

  it('builds a site with exit 0, and exits 1 when the site has errors', async () => {
    const { cp, mkdtemp, rm, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/build/basic');
    const work = await mkdtemp(path.join(tmpdir(), 'quire-cli-'));
    try {
      const site = path.join(work, 'site');
      await cp(fixture, site, { recursive: true });
      const ok = capture();
      expect(await main(['build', site, '--out', path.join(work, 'out')], ok.io)).toBe(0);
      expect(ok.out()).toMatch(/^Built 5 pages in \d+\.\d s — 0 errors, 0 warnings → /);

      // --no-cache builds the same site without reading or writing the persistent compile cache.
      const { compileCacheDir, clearCompileCache } = await import('../../../src/site/compile-cache.js');
      const { existsSync } = await import('node:fs');
      expect(existsSync(compileCacheDir(site))).toBe(true);
      clearCompileCache(site);
      const uncached = capture();
      expect(await main(['build', site, '--out', path.join(work, 'out'), '--no-cache'], uncached.io)).toBe(0);
      expect(uncached.out()).toMatch(/^Built 5 pages in /);
      expect(existsSync(compileCacheDir(site))).toBe(false);

      await writeFile(path.join(site, 'broken.mdx'), '<Note>\nunclosed\n');
      const failed = capture();
      expect(await main(['build', site, '--out', path.join(work, 'out')], failed.io)).toBe(1);
      expect(failed.err()).toMatch(/^broken\.mdx(:\d+:\d+)? error /m);
      expect(failed.err()).toMatch(
        /Build failed in \d+\.\d s — 1 error, 0 warnings\. The previous output was left untouched\./,
      );
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
