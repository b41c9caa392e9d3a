/**
 * The OpenAPI parser knows 3.0.0–3.0.4 and 3.1.0–3.1.2 by exact number. Documents that say `3.0`, `3.1.3` or
 * `3.2.0` are read as the closest version it knows (3.2 as 3.1, which it extends), so they still build.
 */
export function asParserVersion(version: string): string {
  if (/^3\.0\.[0-4]$/.test(version) || /^3\.1\.[0-2]$/.test(version)) return version;
  if (version.startsWith('3.0')) return '3.0.3';
  return '3.1.0';
}
