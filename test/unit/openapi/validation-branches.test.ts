import { describe, expect, it } from 'vitest';
import type { OpenApiSpec } from '../../../src/openapi/spec-document.js';
import { validateOpenApi } from '../../../src/openapi/validate-openapi.js';

/** Validates a 3.0 document written as JSON text, and gives its problems as `pointer: message`. */
async function problems(components: Record<string, unknown>, paths: Record<string, unknown> = {}): Promise<string[]> {
  const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths, components };
  const text = JSON.stringify(document, null, 2);
  const spec: OpenApiSpec = { file: 'openapi.json', document, version: '3.0.3' };
  const diagnostics = await validateOpenApi({ spec, text });
  return diagnostics.map((d) => `${d.path}: ${d.message}`).sort();
}

// The schema's `oneOf` reports every branch's own errors; one mistake must read as one problem.
describe('validation problems of oneOf branches', () => {
  it('gives a security scheme of no known type one problem that lists the types', async () => {
    expect(await problems({ securitySchemes: { mtls: { type: 'mutualTLS' } } })).toEqual([
      '#/components/securitySchemes/mtls/type: is "mutualTLS", but must be one of: ["apiKey","http","oauth2","openIdConnect"]',
    ]);
  });

  it('keeps the missing property of the branch that applies, and nothing of the others', async () => {
    expect(await problems({ securitySchemes: { basic: { type: 'http' } } })).toEqual([
      '#/components/securitySchemes/basic: the required property `scheme` is missing',
    ]);
    expect(await problems({ securitySchemes: { key: { type: 'apiKey', name: 'k' } } })).toEqual([
      '#/components/securitySchemes/key: the required property `in` is missing',
    ]);
  });

  it('leaves a single enum error as it is', async () => {
    expect(await problems({ securitySchemes: { key: { type: 'apiKey', name: 'k', in: 'body' } } })).toEqual([
      '#/components/securitySchemes/key/in: must be equal to one of the allowed values: ["header","query","cookie"]',
    ]);
  });

  it('reports nothing for valid schemes', async () => {
    expect(
      await problems({
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://example.com/.well-known/openid-configuration' },
        },
      }),
    ).toEqual([]);
  });
});

describe('validation problems of required-property choices', () => {
  it('says a parameter needs `schema` or `content`, not that both are missing', async () => {
    const paths = {
      '/a': { get: { parameters: [{ name: 'q', in: 'query' }], responses: { '200': { description: 'ok' } } } },
    };
    expect(await problems({}, paths)).toEqual([
      '#/paths/~1a/get/parameters/0: one of the properties `schema` or `content` is required, and it has neither',
    ]);
  });
});
