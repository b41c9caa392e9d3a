import { describe, expect, it } from 'vitest';
import { convertSwagger2 } from '../../../src/openapi/convert-swagger2.js';
import { resolveRef } from '../../../src/openapi/resolve-ref.js';
import type { JsonObject } from '../../../src/openapi/spec-document.js';

/** A 2.0 form operation whose fields come in the given order. */
function formOperation(fields: JsonObject[]): JsonObject {
  return {
    consumes: ['application/x-www-form-urlencoded'],
    parameters: fields,
    responses: { 200: { description: 'ok' } },
  };
}

// Fresh objects each time: the converter refuses one object in two places (a YAML anchor).
const text = (): JsonObject => ({ name: 'text', in: 'formData', type: 'string' });
const channel = (): JsonObject => ({ name: 'channel', in: 'formData', type: 'string', required: true });

async function converted(document: JsonObject): Promise<JsonObject> {
  const result = await convertSwagger2({ swagger: '2.0', info: { title: 'T', version: '1' }, ...document });
  if (!result.document) throw new Error(result.error);
  return result.document;
}

/** The converted body of an operation, through its `$ref` when the converter moved it to the components. */
function body(document: JsonObject, path: string): JsonObject {
  const operation = ((document.paths as JsonObject)[path] as JsonObject).post as JsonObject;
  return resolveRef(document, operation.requestBody) as JsonObject;
}

describe('Swagger 2.0 form bodies', () => {
  it('are required when any of their fields is, whatever the order of the fields', async () => {
    const document = await converted({
      paths: {
        '/optional-first': { post: formOperation([text(), channel()]) },
        '/required-first': { post: formOperation([channel(), text()]) },
        '/none': { post: formOperation([text()]) },
        '/shared': { parameters: [channel()], post: formOperation([text()]) },
      },
    });
    expect(body(document, '/optional-first').required).toBe(true);
    expect(body(document, '/required-first').required).toBe(true);
    expect(body(document, '/none').required).toBeUndefined();
    expect(body(document, '/shared').required).toBe(true);
    const schema = (body(document, '/optional-first').content as Record<string, JsonObject>)[
      'application/x-www-form-urlencoded'
    ]!.schema as JsonObject;
    expect(schema.required).toEqual(['channel']);
  });

  it('follow a field given by reference', async () => {
    const document = await converted({
      parameters: { channel: channel() },
      paths: { '/ref': { post: formOperation([text(), { $ref: '#/parameters/channel' }]) } },
    });
    expect(body(document, '/ref').required).toBe(true);
  });

  it('leave an optional `in: body` body optional, even when its schema requires fields', async () => {
    const document = await converted({
      paths: {
        '/json': {
          post: {
            parameters: [
              {
                name: 'b',
                in: 'body',
                schema: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
              },
            ],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    });
    expect(body(document, '/json').required).toBeUndefined();
  });
});

describe('Swagger 2.0 servers', () => {
  const servers = async (fields: JsonObject) =>
    ((await converted({ paths: {}, ...fields })).servers as JsonObject[]).map((s) => s.url);

  it('reach the API: https when no scheme is given, the scheme and path of a host that holds them, a basePath with its /', async () => {
    expect(await servers({ host: 'api.example.com', basePath: '/v1' })).toEqual(['https://api.example.com/v1']);
    expect(await servers({ host: 'https://api.example.com/', basePath: 'v1' })).toEqual(['https://api.example.com/v1']);
    expect(await servers({ host: 'http://api.example.com/v2' })).toEqual(['http://api.example.com/v2']);
    expect(await servers({ host: 'api.example.com', schemes: ['http', 'https'] })).toEqual([
      'http://api.example.com',
      'https://api.example.com',
    ]);
  });
});
