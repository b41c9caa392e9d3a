/**
 * Endpoint references in `pages` (docs-json.md §2.5) beyond the grammar examples of resolve-navigation.test.ts:
 * whitespace, which long forms stay page paths, AsyncAPI channels, and the placeholder URL's folder.
 */
import { describe, expect, it } from 'vitest';
import { endpointPlaceholderUrl, parseEndpointRef } from '../../../src/navigation/endpoint-ref.js';

describe('parseEndpointRef', () => {
  it('ignores surrounding whitespace and reads a run of spaces as one separator', () => {
    expect(parseEndpointRef(' GET /users ')).toEqual({
      raw: ' GET /users ',
      method: 'GET',
      path: '/users',
      webhook: false,
    });
    expect(parseEndpointRef('GET  /users')).toMatchObject({ method: 'GET', path: '/users' });
    expect(parseEndpointRef(' api specs/open api.yaml webhook New order')).toMatchObject({
      explicitSpec: 'api specs/open api.yaml',
      path: 'New order',
    });
    expect(parseEndpointRef('my spec.yaml  GET /x')).toMatchObject({ explicitSpec: 'my spec.yaml', path: '/x' });
  });

  it('reads one word as a page path, even `webhook` or a method', () => {
    expect(parseEndpointRef('webhook')).toBeUndefined();
    expect(parseEndpointRef('GET')).toBeUndefined();
  });

  it('takes any word as the spec of a three-word webhook or channel reference', () => {
    expect(parseEndpointRef('payments webhook orderUpdated')).toEqual({
      raw: 'payments webhook orderUpdated',
      method: 'WEBHOOK',
      path: 'orderUpdated',
      webhook: true,
      explicitSpec: 'payments',
    });
    expect(parseEndpointRef('asyncapi.yaml channel chat')).toEqual({
      raw: 'asyncapi.yaml channel chat',
      method: 'CHANNEL',
      path: 'chat',
      webhook: false,
      explicitSpec: 'asyncapi.yaml',
    });
  });

  it('reads a long form when its spec is a .json/.yaml/.yml file or its target a path', () => {
    expect(parseEndpointRef('events spec.yml webhook New order')).toMatchObject({
      explicitSpec: 'events spec.yml',
      path: 'New order',
    });
    expect(parseEndpointRef('my api GET /users')).toMatchObject({
      explicitSpec: 'my api',
      method: 'GET',
      path: '/users',
    });
    // Page paths with spaces: the words before `webhook`/`channel` do not end as a spec file does.
    expect(parseEndpointRef('why .yaml configs use webhook events')).toBeUndefined();
    expect(parseEndpointRef('guides/set up the channel for alerts')).toBeUndefined();
  });
});

describe('endpointPlaceholderUrl', () => {
  const get = { method: 'GET', path: '/users/{id}', webhook: false };

  it('puts the page under the directory, without its leading and trailing slashes', () => {
    expect(endpointPlaceholderUrl(get)).toBe('/api-reference/get-users');
    expect(endpointPlaceholderUrl(get, 'api/v2')).toBe('/api/v2/get-users');
    expect(endpointPlaceholderUrl(get, '//api//')).toBe('/api/get-users');
    expect(endpointPlaceholderUrl(get, '/')).toBe('/api-reference/get-users');
  });

  it('names a webhook whose name leaves no file name characters `endpoint`', () => {
    expect(endpointPlaceholderUrl({ method: 'WEBHOOK', path: '...', webhook: true })).toBe('/api-reference/endpoint');
  });
});

describe('parseEndpointRef: OpenAPI 3.2 additional operations', () => {
  it('reads a custom method as written, with or without a spec', () => {
    expect(parseEndpointRef('COPY /files/{id}')).toEqual({
      raw: 'COPY /files/{id}',
      method: 'COPY',
      path: '/files/{id}',
      webhook: false,
    });
    expect(parseEndpointRef('api.yaml PROPFIND /dav/')).toMatchObject({ method: 'PROPFIND', explicitSpec: 'api.yaml' });
    expect(parseEndpointRef('get /users')).toMatchObject({ method: 'GET' });
  });

  it('leaves page paths alone: no path after the word, or a word that is no method', () => {
    expect(parseEndpointRef('COPY files')).toBeUndefined();
    expect(parseEndpointRef('guides/setup')).toBeUndefined();
    expect(parseEndpointRef('C++ /x')).toBeUndefined();
  });

  it('reads a path with a space only after a spec file name (what bulk `openapi` writes for such a path)', () => {
    expect(parseEndpointRef('GET /a b')).toBeUndefined();
    expect(parseEndpointRef('v1 GET /a b')).toBeUndefined();
    expect(parseEndpointRef('spec.yaml GET /a b/c')).toMatchObject({
      method: 'GET',
      path: '/a b/c',
      explicitSpec: 'spec.yaml',
    });
    expect(parseEndpointRef('my specs/api.json POST /files/{name} now')).toMatchObject({
      method: 'POST',
      path: '/files/{name} now',
      explicitSpec: 'my specs/api.json',
    });
  });
});
