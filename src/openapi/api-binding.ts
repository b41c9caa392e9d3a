/** What an API page documents: an operation or webhook of a spec, or one of its schemas. */
export type ApiBinding =
  | { kind: 'operation'; spec: string; method: string; path: string; webhook: boolean }
  | { kind: 'schema'; spec: string; name: string };
