import { describe, expect, it } from 'vitest';
import { findOperation, listOperations } from '../../../src/openapi/operations.js';
import { operationEntries } from '../../../src/openapi/spec-document.js';

const ok = { responses: { '200': { description: 'ok' } } };

describe('operationEntries', () => {
  it('lists the fixed methods, then the 3.2 additional operations as written, with where each is', () => {
    const item = { post: ok, get: ok, additionalOperations: { COPY: ok, Link: ok }, parameters: [] };
    expect(operationEntries(item).map(({ method, at }) => `${method} ${at.join('/')}`)).toEqual([
      'GET get',
      'POST post',
      'COPY additionalOperations/COPY',
      'Link additionalOperations/Link',
    ]);
  });

  it('leaves out an additional operation named like a fixed field, or not a method name', () => {
    const item = { additionalOperations: { get: ok, POST: ok, 'BAD NAME': ok, '': ok, MOVE: ok } };
    expect(operationEntries(item).map((entry) => entry.method)).toEqual(['MOVE']);
    expect(operationEntries({ additionalOperations: [ok] })).toEqual([]);
  });
});

describe('listOperations and findOperation with additional operations', () => {
  const spec = {
    file: 'openapi.yaml',
    version: '3.2.0',
    document: { openapi: '3.2.0', paths: { '/f': { get: ok, additionalOperations: { COPY: ok } } } },
  };

  it('finds a custom method as written or in upper case, and lists it among the methods of its path', () => {
    const operations = listOperations(spec);
    expect(operations.map((op) => `${op.method} ${op.path} ${op.at.join('/')}`)).toEqual([
      'GET /f get',
      'COPY /f additionalOperations/COPY',
    ]);
    expect(findOperation(operations, { method: 'COPY', path: '/f', webhook: false })).toMatchObject({
      operation: { method: 'COPY' },
    });
    expect(findOperation(operations, { method: 'MOVE', path: '/f', webhook: false })).toEqual({
      missing: 'method',
      methods: ['GET', 'COPY'],
    });
  });
});
