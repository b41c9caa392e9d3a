/**
 * The pages a navigation lists, for the route list (list-navigation-pages.ts): once per URL, hidden only when
 * every listing is hidden (docs-json.md §2.3), with what the search index reads (searchable, boost) and the
 * version/language of the first listing.
 */
import { describe, expect, it } from 'vitest';
import { listNavigationPages } from '../../../src/navigation/list-navigation-pages.js';
import { treeOf } from './tree-of.js';

describe('listNavigationPages', () => {
  it('lists a page once, visible when any of its listings is', () => {
    const tree = treeOf({
      groups: [
        { group: 'Old', hidden: true, pages: ['shared', 'secret'] },
        { group: 'Guides', boost: 2, pages: ['shared', 'intro'] },
      ],
    });
    expect(listNavigationPages(tree)).toStrictEqual([
      { kind: 'page', url: '/shared', pagePath: 'shared', hidden: false },
      { kind: 'page', url: '/secret', pagePath: 'secret', hidden: true },
      { kind: 'page', url: '/intro', pagePath: 'intro', hidden: false, boost: 2 },
    ]);
  });

  it('gives the version and language of the first listing, and no such key outside them', () => {
    const tree = treeOf({
      languages: [
        { language: 'en', versions: [{ version: 'v1', pages: ['v1/intro'] }] },
        { language: 'fr', pages: ['fr/intro'] },
      ],
    });
    expect(listNavigationPages(tree)).toStrictEqual([
      { kind: 'page', url: '/v1/intro', pagePath: 'v1/intro', hidden: false, version: 'v1', language: 'en' },
      { kind: 'page', url: '/fr/intro', pagePath: 'fr/intro', hidden: false, language: 'fr' },
    ]);
  });
});

describe('listNavigationPages: endpoints', () => {
  it('describes an endpoint by its reference, and a page of a hidden searchable group as searchable', () => {
    const tree = treeOf({
      groups: [
        { group: 'API', hidden: true, searchable: true, pages: ['spec.json GET /pets', 'webhook orderUpdated', 'a'] },
      ],
    });
    expect(listNavigationPages(tree)).toStrictEqual([
      {
        kind: 'endpoint',
        url: '/api-reference/get-pets',
        pagePath: 'api-reference/get-pets',
        hidden: true,
        title: 'GET /pets',
        endpoint: 'spec.json GET /pets',
        method: 'GET',
        path: '/pets',
        webhook: false,
        spec: 'spec.json',
        placeholder: true,
      },
      {
        kind: 'endpoint',
        url: '/api-reference/orderupdated',
        pagePath: 'api-reference/orderupdated',
        hidden: true,
        title: 'orderUpdated',
        endpoint: 'webhook orderUpdated',
        method: 'WEBHOOK',
        path: 'orderUpdated',
        webhook: true,
        placeholder: true,
      },
      { kind: 'page', url: '/a', pagePath: 'a', hidden: true, searchable: true },
    ]);
  });
});
