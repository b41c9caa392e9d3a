import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanContent } from '../../../src/content/scan-content.js';
import { readPageMeta } from '../../../src/content/read-page-meta.js';

/** Written at run time: git ignores `node_modules/` and `dist/`, which the test needs. */
const FILES: Record<string, string> = {
  'docs.json': '{}',
  'index.mdx': '---\ntitle: Home\n---\n# Hi\n',
  'guides/setup.mdx':
    '---\ntitle: Setup\nsidebarTitle: Set up\nicon: rocket\nhidden: true\nopenapi: "openapi.json get /users"\n---\nText\n',
  'guides/getting_started.md': 'no frontmatter\n',
  'guides/broken.mdx': '---\ntitle: [unclosed\n---\n',
  'api/index.mdx': 'API home',
  'api/license.md': 'not a page',
  'guides/build/step.mdx': 'a content folder named build',
  'guides/dist/deploy.mdx': 'a content folder named dist',
  'guides/coverage/report.mdx': 'a content folder named coverage',
  'guides/tmp/scratch.mdx': 'a content folder named tmp',
  'guides/temp/notes.mdx': 'a content folder named temp',
  'guides/node_modules/pkg/readme.mdx': 'tool folders stay ignored at any depth',
  'coverage/index.mdx': 'default ignore: coverage at the root',
  'temp/a.mdx': 'default ignore: temp at the root',
  'old/build/x.mdx': 'ignored by .mintignore, which can name a nested build folder',
  'sdk/CHANGELOG.md': 'a page of the sdk section',
  'build/out.mdx': 'default ignore: build output at the root',
  'tmp/scratch.mdx': 'default ignore',
  'api/openapi.json': '{}',
  'snippets/note.mdx': 'snippet',
  'snippets/helper.js': 'export const x = 1',
  '_snippets/old.mdx': 'legacy snippet',
  'components.jsx': 'export const A = () => null',
  'drafts/wip.mdx': 'ignored by .mintignore',
  'private/x.mdx': 'ignored by .mintignore',
  'notes/keep.mdx': 'kept',
  'notes/scratch.tmp': 'ignored by pattern',
  'node_modules/pkg/readme.mdx': 'default ignore',
  'dist/index.mdx': 'default ignore',
  'out/site/index.html': 'output folder',
  'images/logo.png': 'png',
  'style.css': 'body{}',
  'script.js': 'console.log(1)',
  'package.json': '{}',
  'README.md': 'readme',
  'CHANGELOG.md': 'changelog',
  '.mintlify/Assistant.md': 'assistant',
  'robots.txt': 'User-agent: *',
  'skill.md': 'skill',
  'dup.md': 'markdown twin',
  'dup.mdx': 'mdx twin',
  '.mintignore': 'drafts/\n/private\n*.tmp\nold/build/\n',
};

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quire-scan-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('scanContent', () => {
  it('finds pages with their URLs, honouring .mintignore, default ignores and the output folder', async () => {
    const { index, diagnostics } = await scanContent(root, { outDir: path.join(root, 'out') });
    expect([...index.pages.values()].map((p) => [p.path, p.url, p.file])).toEqual([
      ['api/index', '/api', 'api/index.mdx'],
      ['dup', '/dup', 'dup.mdx'],
      ['guides/broken', '/guides/broken', 'guides/broken.mdx'],
      ['guides/build/step', '/guides/build/step', 'guides/build/step.mdx'],
      ['guides/coverage/report', '/guides/coverage/report', 'guides/coverage/report.mdx'],
      ['guides/dist/deploy', '/guides/dist/deploy', 'guides/dist/deploy.mdx'],
      ['guides/getting_started', '/guides/getting_started', 'guides/getting_started.md'],
      ['guides/setup', '/guides/setup', 'guides/setup.mdx'],
      ['guides/temp/notes', '/guides/temp/notes', 'guides/temp/notes.mdx'],
      ['guides/tmp/scratch', '/guides/tmp/scratch', 'guides/tmp/scratch.mdx'],
      ['index', '/', 'index.mdx'],
      ['notes/keep', '/notes/keep', 'notes/keep.mdx'],
      ['sdk/CHANGELOG', '/sdk/CHANGELOG', 'sdk/CHANGELOG.md'],
    ]);
    expect(diagnostics.map((d) => d.rule)).toEqual(['duplicate-page']);
    expect(diagnostics[0]!.file).toBe('dup.md');
  });

  it('ignores the output folder in use wherever it sits in the site, and only there', async () => {
    const { index } = await scanContent(root, { outDir: path.join(root, 'guides', 'build') });
    const pages = [...index.pages.keys()];
    expect(pages).not.toContain('guides/build/step');
    expect(pages).toContain('guides/dist/deploy');
    // Without --out, the root build/ and dist/ folders are the ones ignored; a nested build/ is content.
    const plain = [...(await scanContent(root)).index.pages.keys()];
    expect(plain).toContain('guides/build/step');
    expect(plain.filter((page) => /^(build|dist|coverage|temp|tmp)\//.test(page))).toEqual([]);
  });

  it('leaves out a folder that a build wrote, wherever it sits (`broken-links .` after `build --out site-out`)', async () => {
    const out = path.join(root, 'site-out');
    await mkdir(path.join(out, '_quire'), { recursive: true });
    await writeFile(path.join(out, 'index.md'), '# Home');
    await writeFile(path.join(out, 'guide.mdx'), 'output');
    // A content folder that only holds a `_quire` folder of its own is content still.
    await mkdir(path.join(root, 'notes', '_quire'), { recursive: true });
    try {
      expect([...(await scanContent(root)).index.pages.keys()]).toContain('site-out/guide');
      await writeFile(path.join(out, '_quire', 'build.json'), '{"generator": "quire", "base": "/"}\n');
      const pages = [...(await scanContent(root)).index.pages.keys()];
      expect(pages.filter((page) => page.startsWith('site-out/'))).toEqual([]);
      expect(pages).toContain('notes/keep');
    } finally {
      await rm(out, { recursive: true, force: true });
      await rm(path.join(root, 'notes', '_quire'), { recursive: true, force: true });
    }
  });

  it('sorts the other files into snippets, assets, styles, scripts and spec candidates', async () => {
    const { index } = await scanContent(root, { outDir: path.join(root, 'out') });
    expect(index.snippets).toEqual(['_snippets/old.mdx', 'components.jsx', 'snippets/helper.js', 'snippets/note.mdx']);
    expect(index.assets).toEqual(['images/logo.png', 'robots.txt', 'skill.md']);
    expect(index.styles).toEqual(['style.css']);
    expect(index.scripts).toEqual(['script.js']);
    expect(index.specCandidates).toEqual(['api/openapi.json']);
  });

  it('reads page meta from frontmatter, with Mintlify title defaults', async () => {
    const { index } = await scanContent(root);
    const meta = await readPageMeta(index);
    expect(meta.get('guides/setup')).toEqual({
      title: 'Setup',
      sidebarTitle: 'Set up',
      icon: 'rocket',
      hidden: true,
      method: 'GET',
      apiRef: { key: 'openapi', value: 'openapi.json get /users' },
    });
    expect(meta.get('guides/getting_started')).toEqual({ title: 'Getting started', untitled: true });
    // Broken YAML: the compiler reports it when the page renders; navigation still gets a title.
    expect(meta.get('guides/broken')).toEqual({ title: 'Broken', untitled: true });
    expect(meta.get('index')?.title).toBe('Home');
  });

  it('warns about pages whose URLs differ only in case, and keeps both', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-case-'));
    try {
      await writeFile(path.join(dir, 'guide.mdx'), '# a\n');
      await mkdir(path.join(dir, 'API'));
      await writeFile(path.join(dir, 'API', 'Guide.mdx'), '# b\n');
      await mkdir(path.join(dir, 'api'));
      await writeFile(path.join(dir, 'api', 'guide.mdx'), '# c\n');
      const { index, diagnostics } = await scanContent(dir);
      expect([...index.pages.keys()].sort()).toEqual(['API/Guide', 'api/guide', 'guide']);
      expect(diagnostics.map((d) => `${d.file} ${d.rule} ${d.message}`)).toEqual([
        'api/guide.mdx duplicate-page api/guide.mdx (/api/guide) and API/Guide.mdx (/API/Guide) differ only in case: where names ignore case (macOS, Windows, many static hosts) one page hides the other.',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('scans a site of 1,500 files', async () => {
    const big = await mkdtemp(path.join(tmpdir(), 'quire-scan-big-'));
    try {
      for (let folder = 0; folder < 30; folder++) {
        await mkdir(path.join(big, `section-${folder}`, 'images'), { recursive: true });
        for (let page = 0; page < 40; page++)
          await writeFile(path.join(big, `section-${folder}`, `page-${page}.mdx`), `# Page ${page}\n`);
        for (let image = 0; image < 10; image++)
          await writeFile(path.join(big, `section-${folder}`, 'images', `i${image}.png`), '');
      }
      const { index } = await scanContent(big);
      expect(index.pages.size).toBe(1200);
      expect(index.assets.length).toBe(300);
    } finally {
      await rm(big, { recursive: true, force: true });
    }
  });

  it('skips, with a located warning, a file or folder whose name is not UTF-8, and keeps a name that holds U+FFFD', async () => {
    const odd = await mkdtemp(path.join(tmpdir(), 'quire-scan-names-'));
    try {
      await writeFile(path.join(odd, 'index.mdx'), '# Home\n');
      // Names as bytes: Latin-1 `é` and a lone 0xFF are not UTF-8.
      await writeFile(Buffer.concat([Buffer.from(`${odd}/caf`), Buffer.from([0xe9]), Buffer.from('.mdx')]), '# x\n');
      const folder = Buffer.concat([Buffer.from(`${odd}/dir`), Buffer.from([0xff])]);
      await mkdir(folder);
      await writeFile(Buffer.concat([folder, Buffer.from('/a.png')]), '');
      await writeFile(path.join(odd, 'ok\uFFFD.mdx'), '# ok\n');
      const { index, diagnostics } = await scanContent(odd);
      expect([...index.pages.keys()].sort()).toEqual(['index', 'ok\uFFFD']);
      expect(index.assets).toEqual([]);
      expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.rule}`).sort()).toEqual([
        'caf?.mdx:1:1 warning unreadable-name',
        'dir?:1:1 warning unreadable-name',
      ]);
    } finally {
      await rm(odd, { recursive: true, force: true });
    }
  });
});
