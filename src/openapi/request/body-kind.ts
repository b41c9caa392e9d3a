/** How a request body of a media type is edited and sent. */

/** `json` (any JSON type), `form` (urlencoded), `multipart`, `text` (text and XML types) or `binary` (a file). */
export function bodyKind(mediaType: string): 'json' | 'form' | 'multipart' | 'text' | 'binary' {
  const type = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json') || type === '*/*' || type === 'application/*')
    return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type.startsWith('multipart/')) return 'multipart';
  if (type.startsWith('text/') || type.endsWith('+xml') || type.endsWith('/xml') || /yaml|javascript/.test(type))
    return 'text';
  return 'binary';
}
