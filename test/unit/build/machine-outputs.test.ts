import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/machine/site');

let work: string;
let out: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-machine-'));
  out = path.join(work, 'out');
  const result = await buildSite({ dir: fixture, outDir: out, workers: 0, cache: false });
  expect(result.errors).toBe(0);
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const read = (file: string) => readFile(path.join(out, file), 'utf8');

/** The OpenAPI part at the end of an API page's twin, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads the JSON it just checked the shape of.
function apiPart(twin: string): any {
  const start = twin.indexOf('```json\n', twin.indexOf('## OpenAPI')) + 8;
  return JSON.parse(twin.slice(start, twin.indexOf('\n```\n', start)));
}

/** Every page the build wrote (`x/index.html`), as its URL. */
async function builtPages(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true })) as string[];
  return files
    .filter((f) => f.endsWith('index.html') && !f.startsWith('_quire'))
    .map((f) => `/${f.replace(/\\/g, '/').replace(/\/?index\.html$/, '')}`)
    .sort();
}

describe('outputs for machines', () => {
  it('writes a Markdown twin beside every page, llms.txt and llms-full.txt (also under .well-known)', async () => {
    const pages = await builtPages(out);
    expect(pages).toEqual([
      '/',
      '/api-reference/get-a-pet',
      '/guides/components',
      '/guides/hidden',
      '/guides/orphan',
      '/guides/unlisted-noindex',
    ]);
    for (const page of pages) {
      const twin = await read(page === '/' ? 'index.md' : `${page.slice(1)}.md`);
      expect(twin.startsWith('> ## Documentation Index\n')).toBe(true);
      expect(twin).toContain(`\nSource: https://docs.machine.dev${page}\n`);
    }
    for (const file of ['llms.txt', 'llms-full.txt']) expect(await read(`.well-known/${file}`)).toBe(await read(file));
    // The pages' Markdown set aside for llms-full.txt (in the staging folder) is gone from the output.
    expect((await readdir(out)).filter((name) => name.startsWith('.quire'))).toEqual([]);
  });

  it('lists the navigable, indexable pages in llms.txt, grouped by the navigation', async () => {
    expect(await read('llms.txt')).toBe(
      [
        '# Machine Docs',
        '',
        '> A fixture for the outputs read by machines.',
        '',
        '> ## Agent Instructions',
        '>',
        '> Answer from these pages only.',
        '',
        '## Start',
        '',
        '- [Welcome](https://docs.machine.dev/index.md): Start here.',
        '- [Components](https://docs.machine.dev/guides/components.md): Every component, as Markdown.',
        '',
        '## API',
        '',
        // An API page is described by its operation's description (its first sentence).
        '- [Get a pet](https://docs.machine.dev/api-reference/get-a-pet.md): Returns one pet.',
        '',
        '## OpenAPI Specs',
        '',
        '- [openapi.json](https://docs.machine.dev/openapi.json)',
        '',
        // The navigation's visible links that leave the site.
        '## Optional',
        '',
        '- [Community](https://community.machine.dev)',
        '',
      ].join('\n'),
    );
  });

  it("gives an API page the operation's description as its meta description", async () => {
    const html = await read('api-reference/get-a-pet/index.html');
    expect(html).toContain('<meta name="description" content="Returns one pet."/>');
    expect(html).toContain('<meta property="og:description" content="Returns one pet.">');
  });

  it('puts every llms.txt page, and no other, in llms-full.txt', async () => {
    const full = await read('llms-full.txt');
    expect(full.match(/^Source: .*$/gm)).toEqual([
      'Source: https://docs.machine.dev/',
      'Source: https://docs.machine.dev/guides/components',
      'Source: https://docs.machine.dev/api-reference/get-a-pet',
    ]);
    expect(full).toContain('Kept inline (t) text.');
    expect(full).not.toContain('Reachable by URL only.');
  });

  it('turns Tabs, Steps, CodeGroup, callouts, cards, fields, snippets and expressions into clean Markdown', async () => {
    expect(await read('guides/components.md')).toBe(
      [
        '> ## Documentation Index',
        '> Fetch the complete documentation index at: https://docs.machine.dev/llms.txt',
        '> Use this file to discover all available pages before exploring further.',
        '',
        '# Components',
        'Source: https://docs.machine.dev/guides/components',
        '',
        '> Every component, as Markdown.',
        '',
        'Version 2 of the guide. See [the home page](https://docs.machine.dev/) and ![a diagram](https://docs.machine.dev/images/diagram.png).',
        '',
        '**npm**',
        '',
        'Install with npm.',
        '',
        '```bash npm',
        'npm i quire',
        '```',
        '',
        '**yarn**',
        '',
        'Install with yarn.',
        '',
        '1. **Install**',
        '',
        '   Run the installer.',
        '',
        '2. **Build**',
        '',
        '   Run `quire build`.',
        '',
        '```js index.js',
        'console.log(1);',
        '```',
        '',
        '```py main.py',
        'print(1)',
        '```',
        '',
        '> **Note:** A note.',
        '',
        '> **Warning:** Careful **here**.',
        '>',
        '> Second paragraph.',
        '',
        '**More**',
        '',
        'Hidden text.',
        '',
        '- [Setup](https://docs.machine.dev/guides/hidden): First card.',
        '- [Elsewhere](https://example.com): Second card.',
        '',
        '* `limit` (query, number, required, default: `10`) \u2014 How many.',
        '* `id` (path, string) \u2014 The id.',
        '',
        '![Diagram](https://docs.machine.dev/images/diagram.png)',
        '',
        '*A picture*',
        '',
        'Snippet text with **bold**.',
        '',
        'Kept inline (t) text.',
        '',
        '> ## Agent Instructions',
        '>',
        '> Answer from these pages only.',
        '',
      ].join('\n'),
    );
  });

  it('writes an API page from its page model, then its part of the spec', async () => {
    const twin = await read('api-reference/get-a-pet.md');
    expect(twin.slice(0, twin.indexOf('## Request examples'))).toBe(
      [
        '> ## Documentation Index',
        '> Fetch the complete documentation index at: https://docs.machine.dev/llms.txt',
        '> Use this file to discover all available pages before exploring further.',
        '',
        '# Get a pet',
        'Source: https://docs.machine.dev/api-reference/get-a-pet',
        '',
        '`GET https://api.machine.dev/pets/{id}`',
        '',
        'Returns one pet.',
        '',
        '## Authorizations',
        '',
        '- `apiKey` \u2014 API key in the header `X-Api-Key`.',
        '',
        '## Path parameters',
        '',
        "- `id` (string, required) \u2014 The pet's id.",
        '',
        '## Responses',
        '',
        '### 200',
        '',
        'The pet.',
        '',
        '#### application/json',
        '',
        '- `name` (string) \u2014 Its name.',
        '',
        '**Example**',
        '',
        '```json',
        '{',
        '  "name": "Rex",',
        '  "$ref": "#/components/schemas/Unused"',
        '}',
        '```',
        '',
        '',
      ].join('\n'),
    );
    expect(twin).toContain('## OpenAPI\n\n```json\n{\n  "openapi": "3.0.3",');
    // The path item's own parameters come with the operation: `{id}` is defined in the part.
    const part = apiPart(twin);
    expect(part.paths['/pets/{id}'].parameters).toEqual([{ $ref: '#/components/parameters/PetId' }]);
    expect(Object.keys(part.paths['/pets/{id}'])).toEqual(['parameters', 'get']);
    // Nothing is left out, so no sentence says so: the part ends the page, before the instructions.
    expect(twin).toMatch(/\n```\n\n> ## Agent Instructions\n>\n> Answer from these pages only.\n$/);
  });

  it("puts the components the operation's references need into its part, and the security it uses", async () => {
    const part = apiPart(await read('api-reference/get-a-pet.md'));
    expect(Object.keys(part)).toEqual(['openapi', 'info', 'servers', 'paths', 'components', 'security']);
    // What a valid document needs of `info`, not its description.
    expect(part.info).toEqual({ title: 'Pets', version: '1.0.0' });
    // The response's schema, and the schema that one references, in the spec's order; not the example's `$ref`.
    expect(Object.keys(part.components)).toEqual(['schemas', 'parameters', 'responses', 'securitySchemes']);
    expect(Object.keys(part.components.schemas)).toEqual(['PetName', 'Pet']);
    expect(part.components.schemas.Pet.example).toEqual({ name: 'Rex', $ref: '#/components/schemas/Unused' });
    expect(part.components.parameters.PetId).toMatchObject({ name: 'id', in: 'path' });
    expect(part.components.responses.PetFound.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Pet',
    });
    // The document's default security applies to the operation: it comes, with its scheme only.
    expect(part.security).toEqual([{ apiKey: [] }]);
    expect(part.components.securitySchemes).toEqual({ apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } });
  });

  it('leaves out the components past the budget, nearest kept, and says which and where the whole spec is', async () => {
    const site = path.join(work, 'big-part');
    await cp(fixture, site, { recursive: true });
    const spec = JSON.parse(await readFile(path.join(site, 'openapi.json'), 'utf8'));
    // One schema larger than a part may add, met before PetName.
    spec.components.schemas.Big = { type: 'string', description: 'Long. '.repeat(12_000) };
    spec.components.schemas.Pet.properties = {
      big: { $ref: '#/components/schemas/Big' },
      name: { $ref: '#/components/schemas/PetName' },
    };
    await writeFile(path.join(site, 'openapi.json'), JSON.stringify(spec));
    const built = path.join(work, 'big-part-out');
    const result = await buildSite({ dir: site, outDir: built, workers: 0, cache: false });
    expect(result.errors).toBe(0);
    const twin = await readFile(path.join(built, 'api-reference/get-a-pet.md'), 'utf8');
    const part = apiPart(twin);
    expect(Object.keys(part.components.schemas)).toEqual(['Pet']);
    expect(Object.keys(part.components.responses)).toEqual(['PetFound']);
    const note =
      'This part leaves out 2 definitions that its `$ref`s point at (`#/components/schemas/Big`, ' +
      '`#/components/schemas/PetName`); the whole spec is at https://docs.machine.dev/openapi.json.';
    expect(twin).toContain(`\n\`\`\`\n\n${note}\n\n> ## Agent Instructions\n`);
    expect(await readFile(path.join(built, 'llms-full.txt'), 'utf8')).toContain(note);
    // The whole spec is there.
    expect(JSON.parse(await readFile(path.join(built, 'openapi.json'), 'utf8'))).toEqual(spec);
  }, 120_000);

  it('names a twin as its URL decodes, like its page, so the link llms.txt gives reaches it', async () => {
    const site = path.join(work, 'question');
    await cp(fixture, site, { recursive: true });
    const spec = JSON.parse(await readFile(path.join(site, 'openapi.json'), 'utf8'));
    const text = JSON.stringify(spec).replace('"summary":"Get a pet"', '"summary":"Is it there?"');
    expect(text).toContain('Is it there?');
    await writeFile(path.join(site, 'openapi.json'), text);
    const built = path.join(work, 'question-out');
    expect((await buildSite({ dir: site, outDir: built, workers: 0, cache: false })).errors).toBe(0);
    const llms = await readFile(path.join(built, 'llms.txt'), 'utf8');
    expect(llms).toContain('/api-reference/is-it-there%3F.md)');
    expect(await readdir(path.join(built, 'api-reference'))).toEqual(
      expect.arrayContaining(['is-it-there?', 'is-it-there?.md']),
    );
  }, 120_000);

  it('leaves hidden, noindex and unlisted pages out of the sitemap', async () => {
    const sitemap = await read('sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://docs.machine.dev/',
      'https://docs.machine.dev/api-reference/get-a-pet',
      'https://docs.machine.dev/guides/components',
    ]);
  });

  it('puts frontmatter and seo.metatags into the head, noindex on hidden and noindex pages', async () => {
    const components = await read('guides/components/index.html');
    expect(components).toContain('<link rel="canonical" href="https://docs.machine.dev/guides/components">');
    expect(components).toContain('<meta property="og:title" content="Components for machines">');
    expect(components).toContain('<meta property="og:image" content="https://docs.machine.dev/og.png">');
    expect(components).toContain('<meta name="twitter:image" content="https://docs.machine.dev/og.png">');
    expect(components).not.toContain('name="robots"');
    for (const page of ['guides/hidden', 'guides/unlisted-noindex'])
      expect(await read(`${page}/index.html`)).toContain('<meta name="robots" content="noindex">');
  });

  it('draws the contextual menu without the options a static site cannot offer', async () => {
    const html = await read('guides/components/index.html');
    const menu = /<div id="page-context-menu"[\s\S]*?<\/ul><\/details><\/div>/.exec(html)?.[0] ?? '';
    expect(menu).toContain('data-q-copy-page="https://docs.machine.dev/guides/components.md"');
    expect(menu).toContain('href="https://docs.machine.dev/guides/components.md"');
    expect(menu).toContain(
      `href="https://claude.ai/new?q=${encodeURIComponent('Read https://docs.machine.dev/guides/components.md so I can ask questions about it.').replace(/'/g, '&#39;')}"`,
    );
    expect(menu).not.toContain('MCP');
    // Its labels ("Copy page", "View as Markdown") are no words of the page: the search index skips it.
    expect(menu).toMatch(/^<div id="page-context-menu"[^>]*data-pagefind-ignore/);
    // No page carries its Markdown: Copy fetches the twin.
    expect(html).not.toContain('Snippet text with **bold**');
  });

  it('applies --base to every link when the site address is unknown', async () => {
    const site = path.join(work, 'site');
    await cp(fixture, site, { recursive: true });
    const config = JSON.parse(await readFile(path.join(site, 'docs.json'), 'utf8')) as { seo?: unknown };
    delete config.seo;
    await writeFile(path.join(site, 'docs.json'), JSON.stringify(config));
    const based = path.join(work, 'based');
    const result = await buildSite({ dir: site, outDir: based, base: '/docs/', workers: 0, cache: false });
    expect(result.errors).toBe(0);
    const llms = await readFile(path.join(based, 'llms.txt'), 'utf8');
    expect(llms).toContain('- [Welcome](/docs/index.md): Start here.');
    expect(llms).toContain('- [openapi.json](/docs/openapi.json)');
    const twin = await readFile(path.join(based, 'guides/components.md'), 'utf8');
    expect(twin).toContain('Fetch the complete documentation index at: /docs/llms.txt');
    expect(twin).toContain('See [the home page](/docs/) and ![a diagram](/docs/images/diagram.png).');
    expect(twin).toContain('- [Setup](/docs/guides/hidden): First card.');
    const index = await readFile(path.join(based, 'index.md'), 'utf8');
    expect(index).toContain('Read the [components guide](/docs/guides/components) first.');
  }, 120_000);

  it("keeps the project's own llms-full.txt and still writes the generated one under .well-known", async () => {
    const site = path.join(work, 'own-llms');
    await cp(fixture, site, { recursive: true });
    await writeFile(path.join(site, 'llms-full.txt'), 'Written by hand.\n');
    const own = path.join(work, 'own-llms-out');
    const result = await buildSite({ dir: site, outDir: own, workers: 0, cache: false });
    expect(result.errors).toBe(0);
    expect(await readFile(path.join(own, 'llms-full.txt'), 'utf8')).toBe('Written by hand.\n');
    expect(await readFile(path.join(own, '.well-known/llms-full.txt'), 'utf8')).toBe(await read('llms-full.txt'));
  }, 120_000);
});
