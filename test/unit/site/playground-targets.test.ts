import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../../../src/config/schema/index.js';
import type { OpenApiSpec } from '../../../src/openapi/spec-document.js';
import { originKey, playgroundTargets, serverUrls } from '../../../src/site/playground-targets.js';

describe('playgroundTargets', () => {
  it('allows the origins of document, path and operation servers, variables expanded, and api.mdx.server', () => {
    const document = {
      openapi: '3.1.0',
      servers: [
        { url: 'https://API.Example.com/v1' },
        {
          url: '{scheme}://{host}:{port}',
          variables: {
            scheme: { enum: ['http', 'https'], default: 'https' },
            host: { default: 'localhost' },
            port: { default: '8080' },
          },
        },
        { url: '/relative' },
      ],
      paths: {
        '/a': {
          servers: [{ url: 'http://paths.example.com' }],
          get: { servers: [{ url: 'https://op.example.com:8443/x' }] },
        },
      },
    };
    const spec: OpenApiSpec = { file: 'api.json', document, version: '3.1.0' };
    const config = { api: { mdx: { server: ['https://mdx.example.com'] } } } as unknown as DocsConfig;
    expect([...playgroundTargets({ specs: { openapi: new Map([['api.json', spec]]) }, config })].sort()).toEqual([
      'http://localhost:8080',
      'http://paths.example.com:80',
      'https://api.example.com:443',
      'https://localhost:8080',
      'https://mdx.example.com:443',
      'https://op.example.com:8443',
    ]);
  });

  it('reads only absolute http(s) origins, default ports written out', () => {
    expect(originKey('https://a.test/x?y')).toBe('https://a.test:443');
    expect(originKey('http://a.test:80/')).toBe('http://a.test:80');
    expect(originKey('ftp://a.test/')).toBeUndefined();
    expect(originKey('/v1')).toBeUndefined();
    expect(serverUrls({ url: 'http://{h}', variables: { h: { default: 'x.test' } } })).toEqual(['http://x.test']);
  });
});
