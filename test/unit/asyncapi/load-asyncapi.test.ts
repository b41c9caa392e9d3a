import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAsyncApi } from '../../../src/asyncapi/load-asyncapi.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/asyncapi');

/** Position, rule and path of each diagnostic: what a reader sees to find the problem. */
function located(diagnostics: { rule: string; line?: number; column?: number; path?: string }[]) {
  return diagnostics.map(({ rule, line, column, path }) => ({ rule, line, column, ...(path ? { path } : {}) }));
}

describe('loadAsyncApi', () => {
  it('reads an AsyncAPI 3.0 spec with no diagnostics', async () => {
    const result = await loadAsyncApi({ root, file: 'mintlify.yaml' });
    expect(result.diagnostics).toEqual([]);
    expect(result.files).toEqual(['mintlify.yaml']);
    expect(result.spec?.version).toBe('3.0.0');
    expect(result.spec?.file).toBe('mintlify.yaml');
    // Internal references are kept as written: the page models follow them.
    const channels = result.spec?.document.channels as Record<string, { messages: unknown }> | undefined;
    const channel = channels?.channelOne;
    expect(channel?.messages).toEqual({
      TestMessage: { $ref: '#/components/messages/TestMessage' },
      Timestamp: { $ref: '#/components/messages/Timestamp' },
    });
  });

  it('reads an AsyncAPI 2.6 spec with no diagnostics', async () => {
    const result = await loadAsyncApi({ root, file: 'v2.yaml' });
    expect(result.diagnostics).toEqual([]);
    expect(result.spec?.version).toBe('2.6.0');
  });

  it('reports a YAML syntax error at its position, with no spec', async () => {
    const result = await loadAsyncApi({ root, file: 'broken.yaml' });
    expect(result.spec).toBeUndefined();
    expect(result.files).toEqual(['broken.yaml']);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', rule: 'asyncapi-syntax', line: 5, column: 1 });
    expect(result.diagnostics[0]?.message).toMatch(/^broken\.yaml is not valid YAML: /);
  });

  it('rejects a document that is not AsyncAPI', async () => {
    const result = await loadAsyncApi({ root, file: 'not-asyncapi.yaml' });
    expect(result.spec).toBeUndefined();
    expect(result.diagnostics).toMatchObject([{ severity: 'error', rule: 'asyncapi-not-a-spec', line: 1 }]);
  });

  it('reports a missing file', async () => {
    const result = await loadAsyncApi({ root, file: 'nope.yaml' });
    expect(result).toMatchObject({ files: [], diagnostics: [{ severity: 'error', rule: 'asyncapi-missing-file' }] });
  });

  it('reads nothing outside the site folder', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'quire-asyncapi-'));
    try {
      const result = await loadAsyncApi({ root: site, file: path.relative(site, path.join(root, 'mintlify.yaml')) });
      expect(result.spec).toBeUndefined();
      expect(result.diagnostics).toMatchObject([{ severity: 'error', rule: 'asyncapi-outside-site' }]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("turns the parser's problems into located warnings and keeps the spec", async () => {
    const result = await loadAsyncApi({ root, file: 'invalid.yaml' });
    expect(result.spec).toBeDefined();
    expect(result.diagnostics.every((d) => d.severity === 'warning' && d.file === 'invalid.yaml')).toBe(true);
    expect(located(result.diagnostics)).toEqual(
      expect.arrayContaining([
        { rule: 'asyncapi-invalid', line: 2, column: 6, path: '#/info' },
        { rule: 'asyncapi-invalid', line: 6, column: 14, path: '#/channels/one/address' },
        { rule: 'asyncapi-invalid', line: 19, column: 13, path: '#/operations/dangling/channel/$ref' },
      ]),
    );
    const address = result.diagnostics.find((d) => d.path === '#/channels/one/address');
    expect(address?.message).toBe('`address` must be a string or `null`, but it is the number 5 here');
    expect(address?.hint).toContain('asyncapi-document-resolved');
  });

  it('locates problems in JSON specs too', async () => {
    const result = await loadAsyncApi({ root, file: 'invalid.json' });
    expect(located(result.diagnostics)).toEqual([
      { rule: 'asyncapi-invalid', line: 5, column: 22, path: '#/channels/a/address' },
    ]);
  });

  it('skips the parser with validate: false', async () => {
    const result = await loadAsyncApi({ root, file: 'invalid.yaml', validate: false });
    expect(result.spec).toBeDefined();
    expect(result.diagnostics).toEqual([]);
  });

  it('reports references to other files at the `$ref`, without reading them', async () => {
    const result = await loadAsyncApi({ root, file: 'external-refs.yaml' });
    expect(result.files).toEqual(['external-refs.yaml']);
    expect(located(result.diagnostics)).toEqual([
      { rule: 'asyncapi-ref-external', line: 10, column: 9 },
      { rule: 'asyncapi-ref-external', line: 12, column: 9 },
    ]);
    expect(result.diagnostics[0]?.message).toContain('./messages.yaml#/Local names another file');
  });

  it('warns at a key written twice, YAML or JSON, and reads the later value', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'quire-asyncapi-'));
    try {
      const yaml = [
        'asyncapi: 3.0.0',
        'info: {title: T, version: "1"}',
        'channels:',
        '  one: {address: a}',
        '  one: {address: b}',
      ];
      await writeFile(path.join(site, 'spec.yaml'), `${yaml.join('\n')}\n`);
      await writeFile(
        path.join(site, 'spec.json'),
        '{"asyncapi": "3.0.0", "info": {"title": "T", "version": "1"},\n "channels": {"one": {"address": "a"}, "one": {"address": "b"}}}\n',
      );
      const result = await loadAsyncApi({ root: site, file: 'spec.yaml', validate: false });
      expect(result.diagnostics).toEqual([
        {
          severity: 'warning',
          rule: 'spec-duplicate-key',
          file: 'spec.yaml',
          line: 5,
          column: 3,
          path: '#/channels',
          message:
            'the key `one` is written twice in this object (first on line 4): the value written here, the later one, is used and the one on line 4 is ignored.',
          hint: 'Keep one `one`: merge the values into it, or rename or remove the others. A key may appear once per object, and other tools keep the first value or refuse the file.',
        },
      ]);
      expect(result.spec?.document.channels).toEqual({ one: { address: 'b' } });
      // Validated too: the parser's own "Duplicate key" is not said a second time.
      const json = await loadAsyncApi({ root: site, file: 'spec.json' });
      expect(located(json.diagnostics)).toEqual([
        { rule: 'spec-duplicate-key', line: 2, column: 40, path: '#/channels' },
      ]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe('loadAsyncApi and the network', () => {
  let server: Server;
  let requests = 0;
  let site: string;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests++;
      response.end('M:\n  payload:\n    type: string\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = await mkdtemp(path.join(tmpdir(), 'quire-asyncapi-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(site, { recursive: true, force: true });
  });

  it('never fetches an http `$ref`: it warns at the reference instead', async () => {
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const spec = [
      'asyncapi: 3.0.0',
      'info:',
      '  title: Remote',
      '  version: 1.0.0',
      'channels:',
      '  one:',
      '    address: /',
      '    messages:',
      '      remote:',
      `        $ref: '${base}/messages.yaml#/M'`,
      '      local:',
      '        payload:',
      `          $ref: '${base}/schema.json'`,
      '',
    ].join('\n');
    await writeFile(path.join(site, 'asyncapi.yaml'), spec);
    const result = await loadAsyncApi({ root: site, file: 'asyncapi.yaml' });
    expect(requests).toBe(0);
    expect(result.spec).toBeDefined();
    expect(located(result.diagnostics)).toEqual([
      { rule: 'asyncapi-ref-external', line: 10, column: 9 },
      { rule: 'asyncapi-ref-external', line: 13, column: 11 },
    ]);
    expect(result.diagnostics[0]?.message).toContain('is a network address, and Quire never fetches');
  });
});
