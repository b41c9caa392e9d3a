import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import type { PageMeta } from '../../../src/content/types.js';
import { playgroundAuthWarnings } from '../../../src/site/playground-auth-check.js';

describe('playgroundAuthWarnings', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-auth-check-'));
    const config = {
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#16A34A' },
      api: { playground: { display: 'auth' } },
      navigation: { pages: ['index', 'members'] },
    };
    await writeFile(path.join(dir, 'docs.json'), `${JSON.stringify(config, null, 2)}\n`);
    // A BOM, CRLF lines and a `playground:` line in the body: the warning still points at the frontmatter value.
    await writeFile(
      path.join(dir, 'members.mdx'),
      '\uFEFF---\r\ntitle: Members\r\nplayground: auth\r\n---\r\n\r\nplayground: is a word here.\r\n',
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const operations = new Map([
    [
      'api.json',
      [
        {
          method: 'GET',
          path: '/a',
          webhook: false,
          pathItem: {},
          operation: { 'x-mint': { metadata: { playground: 'auth' } } },
        },
      ],
    ],
  ]);

  it('warns where the auth mode is asked for without docs.json auth: docs.json, frontmatter, x-mint', async () => {
    const loaded = (await loadConfig(dir)).config!;
    const pageMeta = new Map<string, PageMeta>([
      ['members.mdx', { title: 'Members', playground: 'auth' }],
      ['index.mdx', { title: 'Home' }],
    ]);
    const warnings = await playgroundAuthWarnings({ loaded, root: dir, pageMeta, specs: { operations } });
    expect(warnings.map((w) => [w.rule, w.file, w.line, w.column])).toEqual([
      ['playground-auth-missing', 'docs.json', 9, 18],
      ['playground-auth-missing', 'members.mdx', 3, 13],
      ['playground-auth-missing', 'api.json', undefined, undefined],
    ]);
    expect(warnings[0]?.message).toBe(
      '`api.playground.display` is `auth`, but docs.json has no `auth`: no reader can sign in, so every playground stays hidden.',
    );
    expect(warnings.every((w) => w.severity === 'warning' && w.hint?.includes('loginUrl'))).toBe(true);
  });

  it('says nothing once docs.json has auth', async () => {
    const loaded = (await loadConfig(dir)).config!;
    const withAuth = { ...loaded, config: { ...loaded.config, auth: { loginUrl: '/in', publicKey: 'x' } } };
    expect(
      await playgroundAuthWarnings({ loaded: withAuth, root: dir, pageMeta: new Map(), specs: { operations } }),
    ).toEqual([]);
  });
});
