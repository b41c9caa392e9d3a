/** What an API page documents: an operation or webhook of a spec, one of its schemas, or an AsyncAPI channel. */
export type ApiBinding =
  | { kind: 'operation'; spec: string; method: string; path: string; webhook: boolean }
  | { kind: 'schema'; spec: string; name: string }
  | { kind: 'channel'; spec: string; channel: string };
