/** How the playground shows a response body of a content type, and the numbers of its status line. */

export type ResponseKind = 'json' | 'image' | 'audio' | 'video' | 'html' | 'xml' | 'text' | 'binary';

/** The kind of a `Content-Type` value (parameters ignored). */
export function responseKind(contentType: string): ResponseKind {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json') || type === 'application/x-ndjson') return 'json';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type.endsWith('/xml') || type.endsWith('+xml')) return 'xml';
  if (type.startsWith('text/') || /^application\/(javascript|yaml|x-yaml|graphql|sql|csv)$/.test(type)) return 'text';
  return 'binary';
}

/** `512 B`, `1.5 KB`, `2.3 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** `85 ms`, `1.24 s`. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
