import { renderSharedFile } from '../../../src/render/shared-files.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRAGMENT_ANCHOR_PREFIX } from '../../../src/openapi/page-model.js';
import { schemaFragment, schemaRoot } from '../../../src/openapi/schema-tree.js';
import type { SchemaTreeContext } from '../../../src/openapi/schema-tree-context.js';
import type { JsonObject } from '../../../src/openapi/spec-document.js';
import { fragmentUrl, specSlug } from '../../../src/render/api-fragment.js';
import { apiFragment } from '../../../src/render/api-page.js';
import { openSite } from '../../../src/render/open-site.js';
import { renderRoute } from '../../../src/render/render-route.js';
import type { SiteContext } from '../../../src/site/site-context.js';

const DOCUMENT: JsonObject = {
  components: {
    schemas: {
      Customer: {
        type: 'object',
        properties: { id: { type: 'string' }, address: { $ref: '#/components/schemas/Address' } },
      },
      Address: { type: 'object', properties: { city: { type: 'string' }, geo: { $ref: '#/components/schemas/Geo' } } },
      Geo: { type: 'object', properties: { lat: { type: 'number' } } },
      Order: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          ship: { allOf: [{ $ref: '#/components/schemas/Geo0' }, { properties: { note: { type: 'string' } } }] },
        },
      },
      Geo0: { type: 'object', properties: { city: { type: 'string' } } },
      Profile: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          prefs: { type: 'object', properties: { theme: { type: 'string' }, locale: { type: 'string' } } },
        },
      },
    },
  },
};

function context(maxRefDepth: number): SchemaTreeContext & { hrefs: string[] } {
  const hrefs: string[] = [];
  return {
    document: DOCUMENT,
    markdown: (t) => ({ markdown: t, html: t }),
    direction: 'response',
    anchors: new Set(),
    budget: { fields: 100 },
    maxRefDepth,
    hrefs,
    fragmentHref: (ref, direction) => {
      const href = `/f/${direction}/${ref.split('/').pop()}`;
      hrefs.push(href);
      return href;
    },
  };
}

describe('levels left out of a page', () => {
  it('point at the shared fragment of their schema, with the anchor their fields go under', () => {
    const ctx = context(1);
    const root = schemaRoot(ctx, { $ref: '#/components/schemas/Customer' }, 'response');
    const address = root.fields.find((f) => f.name === 'address')!;
    expect(address.children).toBeUndefined();
    expect(address.truncated).toEqual({
      fields: 2,
      schema: 'Address',
      anchor: 'response.address',
      href: '/f/response/Address',
    });
  });

  it('an inline level left out points at the fragment of its place in the spec', () => {
    const refs: string[] = [];
    const ctx = { ...context(3), budget: { fields: 1 } };
    ctx.fragmentHref = (ref, direction) => {
      refs.push(ref);
      return `/f/${direction}/${ref.split('/').pop()}`;
    };
    const root = schemaRoot(ctx, { $ref: '#/components/schemas/Profile' }, 'response');
    // The root lists its fields whatever the budget; the inline object's level is left out, with a fragment.
    expect(root.fields.map((f) => f.name)).toEqual(['id', 'prefs']);
    expect(root.fields[1]?.truncated).toEqual({ fields: 2, anchor: 'response.prefs', href: '/f/response/prefs' });
    expect(refs).toEqual(['#/components/schemas/Profile/properties/prefs']);
  });

  it('an allOf level left out points at the place of the allOf, which its fragment merges again', () => {
    const refs: string[] = [];
    const ctx = { ...context(3), budget: { fields: 1 } };
    ctx.fragmentHref = (ref) => {
      refs.push(ref);
      return `/f/${ref}`;
    };
    const root = schemaRoot(ctx, { $ref: '#/components/schemas/Order' }, 'response');
    expect(root.fields[1]?.truncated).toMatchObject({
      fields: 2,
      href: '/f/#/components/schemas/Order/properties/ship',
    });
    const fragment = schemaFragment({ ...context(3) }, refs[0]!);
    expect(fragment.fields.map((f) => f.name)).toEqual(['city', 'note']);
  });

  it('a fragment holds one level of the schema under the placeholder prefix, deeper levels as fragments again', () => {
    const ctx = context(3);
    const root = schemaFragment(ctx, '#/components/schemas/Address');
    expect(root.fields.map((f) => f.anchor)).toEqual([
      `${FRAGMENT_ANCHOR_PREFIX}.city`,
      `${FRAGMENT_ANCHOR_PREFIX}.geo`,
    ]);
    expect(root.fields[1]?.truncated).toMatchObject({ schema: 'Geo', href: '/f/response/Geo' });
  });

  it('fragment URLs name the spec, the direction and the schema', () => {
    expect(specSlug('specs/pets.yaml')).toBe('specs-pets-yaml');
    expect(fragmentUrl({ spec: 'specs/pets.yaml', direction: 'request', ref: '#/components/schemas/Pet' })).toBe(
      '/_quire/api/specs-pets-yaml/request/Pet.html',
    );
    expect(fragmentUrl({ spec: 'a.json', direction: 'request', ref: '#/components/schemas/' })).toBeUndefined();
  });

  it('names an inline schema by its place in the spec, in folders short enough for any file system', () => {
    const ref = `#/paths/~1v1~1accounts~1{account}/post/requestBody/content/application~1x-www-form-urlencoded/schema/properties/${'deep/properties/'.repeat(8)}x`;
    const url = fragmentUrl({ spec: 'a.json', direction: 'request', ref })!;
    expect(url.startsWith('/_quire/api/a-json/request/at/')).toBe(true);
    const names = url
      .slice('/_quire/api/a-json/request/at/'.length)
      .replace(/\.html$/, '')
      .split('/');
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((name) => /^[A-Za-z0-9_-]{1,100}$/.test(name))).toBe(true);
    expect(Buffer.from(names.join(''), 'base64url').toString('utf8')).toBe(ref);
    // A component schema's place below its name (its items) is a place too.
    expect(fragmentUrl({ spec: 'a.json', direction: 'none', ref: '#/components/schemas/List/items' })).toMatch(
      /^\/_quire\/api\/a-json\/none\/at\/[A-Za-z0-9_-]+\.html$/,
    );
  });
});

describe('fragments through the render path', () => {
  let site: SiteContext;
  beforeAll(async () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/openapi/sites/placement');
    site = (await openSite({ dir, base: '/' })).site!;
  });

  it('renders a schema fragment with placeholder anchors, and nothing for unknown specs or schemas', () => {
    const fragment = apiFragment(site, '/_quire/api/specs-pets-yaml/response/Pet.html');
    expect(fragment?.html).toContain(`id="${FRAGMENT_ANCHOR_PREFIX}.name"`);
    expect(fragment?.html).toContain('circular');
    expect(apiFragment(site, '/_quire/api/specs-pets-yaml/response/Nope.html')).toBeUndefined();
    expect(apiFragment(site, '/_quire/api/nope/response/Pet.html')).toBeUndefined();
    expect(apiFragment(site, '/_quire/api/specs-pets-yaml/sideways/Pet.html')).toBeUndefined();
    expect(apiFragment(site, '/_quire/api/specs-pets-yaml/response/__proto__.html')).toBeUndefined();
  });

  it('renders the fragment of an inline schema from its place, and nothing for a place that holds none', () => {
    const inline = '#/paths/~1pets/get/responses/200/content/application~1json/schema';
    const url = fragmentUrl({ spec: 'specs/pets.yaml', direction: 'response', ref: inline })!;
    const fragment = apiFragment(site, url);
    // The array's items: the Pet's fields, under the placeholder prefix.
    expect(fragment?.html).toContain(`id="${FRAGMENT_ANCHOR_PREFIX}.name"`);
    const nowhere = fragmentUrl({ spec: 'specs/pets.yaml', direction: 'response', ref: '#/paths/~1nope/get' })!;
    expect(apiFragment(site, nowhere)).toBeUndefined();
    // Only the URL fragmentUrl writes: the same place encoded otherwise (padding) names nothing.
    expect(apiFragment(site, url.replace(/\.html$/, '=.html'))).toBeUndefined();
  });

  it('a page whose schemas all fit names no schema fragment, only its playground file', async () => {
    const result = await renderRoute(site, '/api-reference/pets/create-a-pet');
    expect(result.fragments).toEqual([expect.stringMatching(/^\/_quire\/api\/[^/]+\/playground\/[0-9a-f]{16}\.json$/)]);
    const file = renderSharedFile(site, result.fragments![0]!);
    expect(JSON.parse(file!.html)).toMatchObject({ method: 'POST', path: '/pets' });
  });
});
