import { describe, expect, it } from 'vitest';
import { listOperations, type SpecOperation } from '../../../src/openapi/operations.js';
import {
  fitFileName,
  hrefProblem,
  MAX_NAME_BYTES,
  mintExtension,
  operationPageName,
  operationUrl,
  prepareStringToBeValidFilename,
} from '../../../src/openapi/page-slug.js';
import type { JsonObject, OpenApiSpec } from '../../../src/openapi/spec-document.js';

function specOf(document: JsonObject): OpenApiSpec {
  return {
    file: 'openapi.json',
    document: { openapi: '3.1.0', info: { title: 't', version: '1' }, ...document },
    version: '3.1.0',
  };
}

/** The one operation of `method path` in a spec built from `paths` (and `webhooks`). */
function op(document: JsonObject, method: string, path: string): SpecOperation {
  const found = listOperations(specOf(document)).find((o) => o.method === method && o.path === path);
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

function single(path: string, operation: JsonObject, method = 'get'): SpecOperation {
  return op({ paths: { [path]: { [method]: { responses: {}, ...operation } } } }, method.toUpperCase(), path);
}

describe('prepareStringToBeValidFilename (docs-json.md §2.5, step for step)', () => {
  it('turns spaces into dashes, drops punctuation and lower-cases', () => {
    expect(prepareStringToBeValidFilename("Get a user's (public) profile, v2.")).toBe('get-a-users-public-profile-v2');
    expect(prepareStringToBeValidFilename('Hello World')).toBe('hello-world');
    expect(prepareStringToBeValidFilename('List Users')).toBe('list-users');
  });

  it('replaces each {param} with a dash, then removes stray braces', () => {
    expect(prepareStringToBeValidFilename('get-repos-{repo_id}-commits-bulk')).toBe('get-repos--commits-bulk');
    // `Get-{id}-now` → `Get---now`; one pass of `--` → `-` leaves `--`.
    expect(prepareStringToBeValidFilename('Get {id} now')).toBe('get--now');
    // Unbalanced braces are not a parameter: they are removed as characters.
    expect(prepareStringToBeValidFilename('a {b')).toBe('a-b');
    expect(prepareStringToBeValidFilename('a}b{')).toBe('ab');
    expect(prepareStringToBeValidFilename('{a}{b}')).toBe('');
  });

  it('strips one leading and one trailing dash, before the special characters go', () => {
    expect(prepareStringToBeValidFilename('-get-repos-{repo_id}-commits-')).toBe('get-repos--commits');
    expect(prepareStringToBeValidFilename(' Leading and trailing ')).toBe('leading-and-trailing');
    // Only one dash is stripped at each end; `--` then becomes `-` once.
    expect(prepareStringToBeValidFilename('--Hello--')).toBe('-hello-');
    // A dash revealed by removing `.` at the end stays (stripping happens before the removal).
    expect(prepareStringToBeValidFilename('Delete item -.')).toBe('delete-item-');
    // `{id}` at the start: `-{id}-lookup-` → `---lookup-` → `--lookup` → `-lookup`.
    expect(prepareStringToBeValidFilename(' {id} lookup ')).toBe('-lookup');
  });

  it('removes slashes, commas, periods, apostrophes, parentheses and newlines', () => {
    expect(prepareStringToBeValidFilename('Compare-a-ref-commit/branch/workspace/tag/tree-to-this-workspace')).toBe(
      'compare-a-ref-commitbranchworkspacetagtree-to-this-workspace',
    );
    expect(prepareStringToBeValidFilename('Line one\nline two')).toBe('line-oneline-two');
    expect(prepareStringToBeValidFilename("List user's repositories")).toBe('list-users-repositories');
    expect(prepareStringToBeValidFilename('/users/{id}')).toBe('users');
    expect(prepareStringToBeValidFilename('/users/{id}/posts')).toBe('users-posts');
  });

  it('replaces `--` once per pair, left to right (`---` stays `--`)', () => {
    expect(prepareStringToBeValidFilename('a--b')).toBe('a-b');
    expect(prepareStringToBeValidFilename('a---b')).toBe('a--b');
    expect(prepareStringToBeValidFilename('a - b')).toBe('a--b');
  });

  it('keeps other characters as they are (only lower-cased)', () => {
    expect(prepareStringToBeValidFilename('Créer un Utilisateur!')).toBe('créer-un-utilisateur!');
    expect(prepareStringToBeValidFilename('snake_case & more')).toBe('snake_case-&-more');
  });
});

describe('operationPageName', () => {
  it('is the prepared summary when there is one', () => {
    expect(operationPageName(single('/users/{id}', { summary: "Get a user's (public) profile, v2." }))).toBe(
      'get-a-users-public-profile-v2',
    );
  });

  it('is <method>-<prepared path> without a summary, method lower-cased', () => {
    expect(operationPageName(single('/users/{id}', {}))).toBe('get-users');
    expect(operationPageName(single('/users/{id}/posts', {}, 'delete'))).toBe('delete-users-posts');
    expect(operationPageName(single('/Users/Search', {}, 'post'))).toBe('post-userssearch');
    expect(operationPageName(single('/v1/users/{userId}/posts/{postId}', {}))).toBe('get-v1users-posts');
  });

  it('keeps the platform’s `<method>-` when the prepared path is empty', () => {
    // `${method}-${prepareStringToBeValidFilename(path)}`: the root path prepares to '' and the name is `get-`.
    expect(operationPageName(single('/', {}))).toBe('get-');
    expect(operationPageName(single('/{id}', {}, 'put'))).toBe('put-');
  });

  it('names a webhook by its summary, else by its prepared name', () => {
    const document = {
      webhooks: {
        'New Order': { post: { responses: {} } },
        orderUpdated: { post: { summary: 'Order updated (v2)', responses: {} } },
      },
    };
    expect(operationPageName(op(document, 'POST', 'New Order'))).toBe('new-order');
    expect(operationPageName(op(document, 'POST', 'orderUpdated'))).toBe('order-updated-v2');
  });
});

describe('operationUrl', () => {
  it('is /api-reference/<prepared first tag>/<page name> by default', () => {
    const operation = single('/users/{id}', { summary: 'Get User', tags: ['User Accounts', 'Admin'] });
    expect(operationUrl(operation)).toBe('/api-reference/user-accounts/get-user');
  });

  it('leaves the tag folder out for untagged operations', () => {
    expect(operationUrl(single('/users/{id}', { summary: 'Get User' }))).toBe('/api-reference/get-user');
    expect(operationUrl(single('/users/{id}', {}))).toBe('/api-reference/get-users');
  });

  it('lower-cases the tag folder and the page name', () => {
    expect(operationUrl(single('/Users', { summary: 'LIST Users', tags: ['ADMIN Tools'] }))).toBe(
      '/api-reference/admin-tools/list-users',
    );
    expect(operationUrl(single('/Users/{ID}', { tags: ['Users'] }))).toBe('/api-reference/users/get-users');
  });

  it('prepares the tag like a summary: punctuation and braces go', () => {
    expect(operationUrl(single('/a', { summary: 'A', tags: ["Users' (v2.0)"] }))).toBe('/api-reference/users-v20/a');
  });

  it('uses the tag name, never its x-group, for the folder', () => {
    const document = {
      tags: [{ name: 'User Accounts', 'x-group': 'Accounts & Billing' }],
      paths: { '/me': { get: { summary: 'Who am I', tags: ['User Accounts'], responses: {} } } },
    };
    expect(operationUrl(op(document, 'GET', '/me'))).toBe('/api-reference/user-accounts/who-am-i');
  });

  it('puts pages under a custom directory, with or without slashes around it', () => {
    const operation = single('/users', { summary: 'List Users', tags: ['Users'] });
    expect(operationUrl(operation, 'reference')).toBe('/reference/users/list-users');
    expect(operationUrl(operation, 'api/v2')).toBe('/api/v2/users/list-users');
    expect(operationUrl(operation, '/api/v2/')).toBe('/api/v2/users/list-users');
    expect(operationUrl(operation, '/reference')).toBe('/reference/users/list-users');
    expect(operationUrl(operation, 'reference/')).toBe('/reference/users/list-users');
  });

  it('lets x-mint.href replace the whole URL (no directory, no tag folder)', () => {
    const href = (value: string) => single('/users', { summary: 'List', tags: ['Users'], 'x-mint': { href: value } });
    expect(operationUrl(href('/custom/path'))).toBe('/custom/path');
    expect(operationUrl(href('/custom/path'), 'reference')).toBe('/custom/path');
    expect(operationUrl(href('custom/path'))).toBe('/custom/path');
    expect(operationUrl(href('/custom/path/'))).toBe('/custom/path');
    expect(operationUrl(href('  /spaced/out  '))).toBe('/spaced/out');
    // A file extension goes, as on the platform: the page is the name without it.
    expect(operationUrl(href('/custom/three.html'))).toBe('/custom/three');
    expect(operationUrl(href('/custom/three.mdx'))).toBe('/custom/three');
    expect(operationUrl(href('/v1.2/create'))).toBe('/v1.2/create');
  });

  it('ignores an empty or non-string x-mint.href, and a non-object x-mint', () => {
    expect(operationUrl(single('/users', { summary: 'List', 'x-mint': { href: '   ' } }))).toBe('/api-reference/list');
    expect(operationUrl(single('/users', { summary: 'List', 'x-mint': { href: 42 } }))).toBe('/api-reference/list');
    expect(operationUrl(single('/users', { summary: 'List', 'x-mint': 'href' }))).toBe('/api-reference/list');
  });

  it('names webhook pages after the webhook, in the tag folder and directory', () => {
    const document = {
      webhooks: {
        orderCreated: { post: { tags: ['Orders'], responses: {} } },
        'payment.failed': { post: { responses: {} } },
      },
    };
    expect(operationUrl(op(document, 'POST', 'orderCreated'))).toBe('/api-reference/orders/ordercreated');
    expect(operationUrl(op(document, 'POST', 'payment.failed'), 'hooks')).toBe('/hooks/paymentfailed');
  });
});

describe('mintExtension', () => {
  it('is the x-mint object, else an empty object', () => {
    expect(mintExtension({ 'x-mint': { href: '/a' } })).toEqual({ href: '/a' });
    expect(mintExtension({})).toEqual({});
    expect(mintExtension({ 'x-mint': 'nope' })).toEqual({});
    expect(mintExtension({ 'x-mint': ['a'] })).toEqual({});
    expect(mintExtension({ 'x-mint': null })).toEqual({});
  });
});

describe('fitFileName', () => {
  it('keeps a name that fits a file name, and shortens a longer one to a start and a hash of the whole', () => {
    expect(fitFileName('list-users')).toBe('list-users');
    const exact = 'a'.repeat(MAX_NAME_BYTES);
    expect(fitFileName(exact)).toBe(exact);
    const long = `${'compact-a-conversation-'.repeat(12)}end`;
    const other = `${'compact-a-conversation-'.repeat(12)}fin`;
    const fitted = fitFileName(long);
    expect(Buffer.byteLength(fitted)).toBeLessThanOrEqual(MAX_NAME_BYTES);
    expect(fitted).toMatch(/^compact-a-conversation-compact[a-z-]*[a-z]-[0-9a-f]{8}$/);
    expect(long.startsWith(fitted.slice(0, -9))).toBe(true);
    expect(fitFileName(other)).not.toBe(fitted);
    expect(fitFileName(long)).toBe(fitted);
  });

  it('cuts between characters, never inside one', () => {
    const fitted = fitFileName('é'.repeat(150));
    expect(Buffer.byteLength(fitted)).toBeLessThanOrEqual(MAX_NAME_BYTES);
    expect(fitted).toMatch(/^é+-[0-9a-f]{8}$/);
  });

  it("shortens an operation's page name and its tag folder, not the platform's shorter ones", () => {
    const summary = `Compact a conversation. ${'Returns a compacted response object. '.repeat(8)}`;
    const spec = specOf({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/c': { post: { summary, tags: ['T'.repeat(300)] } }, '/d': { get: { summary: 'Short one' } } },
    });
    const [long, short] = listOperations(spec);
    const url = operationUrl(long!);
    for (const segment of url.split('/')) expect(Buffer.byteLength(segment)).toBeLessThanOrEqual(MAX_NAME_BYTES);
    expect(operationPageName(long!)).toMatch(/^compact-a-conversation-returns-a-compacted/);
    expect(operationUrl(short!)).toBe('/api-reference/short-one');
  });
});

describe('x-mint.href that cannot be a page of the site', () => {
  const refused = [
    ['../x', 'has an empty, `.` or `..` segment'],
    ['/a/../../x', 'has an empty, `.` or `..` segment'],
    ['/a//b', 'has an empty, `.` or `..` segment'],
    ['/', 'names the home page'],
    ['/index', 'takes `/index`, which the build writes itself'],
    ['/_quire/playground.js', 'takes `/_quire`, which the build writes itself'],
    ['/LLMS.txt', 'takes `/LLMS.txt`, which the build writes itself'],
    ['/robots.txt/x', 'takes `/robots.txt`, which the build writes itself'],
    ['/x?y=1#z', 'holds a query, a fragment, a backslash or a control character'],
    ['/a\\b', 'holds a query, a fragment, a backslash or a control character'],
    ['/a\u0000b', 'holds a query, a fragment, a backslash or a control character'],
    ['https://evil.example/p', 'is the address of another site, not a path on this one'],
    ['//evil.example/p', 'is the address of another site, not a path on this one'],
    [
      `/${'x'.repeat(MAX_NAME_BYTES + 1)}`,
      `has a segment longer than ${MAX_NAME_BYTES} bytes, too long for a file name`,
    ],
  ];
  for (const [href, why] of refused) {
    it(`refuses ${JSON.stringify(href.slice(0, 40))} and keeps the generated URL`, () => {
      expect(hrefProblem(href!)).toBe(why);
      expect(operationUrl(single('/a', { summary: 'Get A', 'x-mint': { href } }))).toBe('/api-reference/get-a');
    });
  }

  it('takes a path on the site, with or without slashes around it', () => {
    for (const href of ['/payments/create', 'payments/create/', ' /payments/create ']) {
      expect(hrefProblem(href)).toBeUndefined();
      expect(operationUrl(single('/a', { 'x-mint': { href } }))).toBe('/payments/create');
    }
  });
});

describe('generated names a file system or a browser would misread', () => {
  it('leaves control characters and backslashes out of page and folder names', () => {
    expect(operationPageName(single('/a', { summary: 'a\u0000b' }))).toBe('ab');
    expect(operationPageName(single('/a', { summary: '\\..\\..\\evil' }))).toBe('evil');
    expect(operationUrl(single('/a', { summary: 'x', tags: ['t\u0007ag'] }))).toBe('/api-reference/tag/x');
  });

  it('falls back to <method>-<path> when nothing of the summary is left', () => {
    expect(operationPageName(single('/a', { summary: '\u0000' }))).toBe('get-a');
  });
});
