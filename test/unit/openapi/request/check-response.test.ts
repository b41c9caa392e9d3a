import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../../../src/openapi/request/check-response.js';
import type { LiteSchema, RequestSpec } from '../../../../src/openapi/request/request-spec.js';
import { formatBytes, formatDuration, responseKind } from '../../../../src/openapi/request/response-kind.js';
import { MAX_MISMATCHES, validateValue } from '../../../../src/openapi/request/validate-value.js';

const defs: Record<string, LiteSchema> = {
  Customer: {
    type: 'object',
    required: ['id', 'email', 'secret'],
    properties: {
      id: { type: 'string', pattern: '^cus_' },
      email: { type: ['string', 'null'], format: 'email' },
      secret: { type: 'string', writeOnly: true },
      parent: { $ref: 'Customer' },
      tier: { enum: ['free', 'pro'] },
    },
    additionalProperties: false,
  },
  List: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: { $ref: 'Customer' }, maxItems: 3 } },
  },
  Loop: { $ref: 'Loop' },
};

const spec: RequestSpec = {
  method: 'GET',
  path: '/customers',
  servers: [],
  parameters: [],
  security: [],
  defs,
  prefill: false,
  responses: [
    { status: '200', contents: [{ mediaType: 'application/json', schema: { $ref: 'List' } }] },
    {
      status: '4XX',
      contents: [{ mediaType: 'application/problem+json', schema: { type: 'object', required: ['title'] } }],
    },
    { status: '204', contents: [] },
  ],
};

describe('validateValue', () => {
  it('reports each difference with its path, through cyclic named schemas', () => {
    const value = {
      data: [
        { id: 'cus_1', email: null, parent: { id: 'bad', email: 'nope', extra: 1 }, tier: 'gold' },
        { id: 7, email: 'a@b.test' },
      ],
    };
    expect(validateValue(value, { $ref: 'List' }, { defs })).toEqual([
      { path: 'data[0].parent.id', message: 'does not match the pattern ^cus_' },
      { path: 'data[0].parent.email', message: 'is not a valid email' },
      { path: 'data[0].parent.extra', message: 'property is not documented' },
      { path: 'data[0].tier', message: '"gold" is not one of "free", "pro"' },
      { path: 'data[1].id', message: 'expected string, got integer 7' },
    ]);
  });

  it('asks for readOnly fields in responses only and writeOnly ones in requests only', () => {
    const schema: LiteSchema = {
      type: 'object',
      required: ['id', 'pw'],
      properties: { id: { type: 'string', readOnly: true }, pw: { type: 'string', writeOnly: true } },
    };
    expect(validateValue({}, schema, { defs, direction: 'response' })).toEqual([
      { path: 'id', message: 'required property is missing' },
    ]);
    expect(validateValue({}, schema, { defs, direction: 'request' })).toEqual([
      { path: 'pw', message: 'required property is missing' },
    ]);
  });

  it('checks numbers, lengths, items, oneOf, anyOf and allOf', () => {
    expect(validateValue(5, { type: 'integer', minimum: 6, exclusiveMaximum: 5 }, { defs })).toEqual([
      { path: '', message: 'less than the minimum 6' },
      { path: '', message: 'must be less than 5' },
    ]);
    expect(validateValue(1.5, { type: 'integer' }, { defs })).toEqual([
      { path: '', message: 'expected integer, got number 1.5' },
    ]);
    expect(validateValue('ab', { type: 'string', minLength: 3 }, { defs })).toEqual([
      { path: '', message: 'shorter than 3 characters' },
    ]);
    expect(validateValue(3, { oneOf: [{ type: 'integer' }, { type: 'number' }] }, { defs })).toEqual([
      { path: '', message: 'matches 2 shapes where oneOf allows exactly one' },
    ]);
    expect(validateValue('x', { anyOf: [{ type: 'integer' }, { type: 'boolean' }] }, { defs })).toEqual([
      { path: '', message: 'matches none of the 2 allowed shapes (anyOf)' },
    ]);
    expect(validateValue({ a: 1 }, { allOf: [{ required: ['a'] }, { required: ['b'] }] }, { defs })).toEqual([
      { path: 'b', message: 'required property is missing' },
    ]);
    expect(validateValue('x', { type: 'string', pattern: '(' }, { defs })).toEqual([]);
  });

  it('ends on a schema that only refers to itself, and caps the number of differences', () => {
    expect(validateValue({ a: 1 }, { $ref: 'Loop' }, { defs })).toEqual([]);
    const many = validateValue(
      Array.from({ length: 80 }, () => 'x'),
      { type: 'array', items: { type: 'integer' } },
      { defs },
    );
    expect(many).toHaveLength(MAX_MISMATCHES + 1);
    expect(many.at(-1)).toEqual({ path: '', message: 'and 30 more differences' });
  });
});

describe('checkResponse', () => {
  it('matches the exact status, then its range; reports an undocumented one', () => {
    const ok = checkResponse(spec, {
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: '{"data":[]}',
    });
    expect(ok).toEqual({ documented: true, matchedStatus: '200', mismatches: [] });
    const missing = checkResponse(spec, { status: 404, contentType: 'application/problem+json', body: '{}' });
    expect(missing).toEqual({
      documented: true,
      matchedStatus: '4XX',
      mismatches: [{ path: 'title', message: 'required property is missing' }],
    });
    expect(checkResponse(spec, { status: 500, contentType: 'text/plain', body: 'boom' })).toEqual({
      documented: false,
      mismatches: [{ path: '', message: 'status 500 is not documented for this operation' }],
    });
  });

  it('reports a body that is not JSON, and a content type the status does not document', () => {
    expect(
      checkResponse(spec, { status: 200, contentType: 'application/json', body: '{' }).mismatches[0]?.message,
    ).toMatch(/^the body is not valid JSON/);
    expect(checkResponse(spec, { status: 200, contentType: 'text/html', body: '<p>' }).mismatches).toEqual([
      { path: '', message: 'content type text/html is not documented for 200; documented: application/json' },
    ]);
    expect(checkResponse(spec, { status: 204, contentType: '', body: '' })).toEqual({
      documented: true,
      matchedStatus: '204',
      mismatches: [],
    });
  });
});

describe('responseKind', () => {
  it('names how each content type is shown', () => {
    expect(
      [
        'application/json',
        'application/vnd.api+json',
        'image/png',
        'audio/wav',
        'video/webm',
        'text/html',
        'application/xml',
        'text/csv',
        'application/pdf',
        '',
      ].map(responseKind),
    ).toEqual(['json', 'json', 'image', 'audio', 'video', 'html', 'xml', 'text', 'binary', 'binary']);
    expect([formatBytes(512), formatBytes(1536), formatBytes(3 * 1024 * 1024)]).toEqual(['512 B', '1.5 KB', '3.0 MB']);
    expect([formatDuration(85.4), formatDuration(1240)]).toEqual(['85 ms', '1.24 s']);
  });
});
