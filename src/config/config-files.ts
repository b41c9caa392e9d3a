/**
 * The site's own files that docs.json names for the chrome (logo, favicon, background image, self-hosted fonts),
 * checked against the files the site holds: a missing one would only show as a broken image or a fallback font
 * in every page, with nothing said. Pure: the config, where its values were written, and the site's files in.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatJsonPath, type JsonPath, type Locate } from './json-path.js';
import { isExternalHref } from '../util/is-external-href.js';
import { safeDecode } from '../util/url-path.js';

/** One file docs.json names, where, and what a reader sees when it is missing. */
interface NamedFile {
  value: string;
  path: JsonPath;
  /** `the logo`, `the favicon`… */
  what: string;
}

/** `value` and, for a `{ light, dark }` object, each mode's value. */
function modes(value: unknown, path: JsonPath, what: string): NamedFile[] {
  if (typeof value === 'string') return [{ value, path, what: `the ${what}` }];
  if (!value || typeof value !== 'object') return [];
  const out: NamedFile[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const file = (value as Record<string, unknown>)[mode];
    if (typeof file === 'string') out.push({ value: file, path: [...path, mode], what: `the ${mode}-mode ${what}` });
  }
  return out;
}

/** The font `source`s of `fonts` and of its `heading` and `body` fonts. */
function fontSources(fonts: unknown): NamedFile[] {
  if (!fonts || typeof fonts !== 'object') return [];
  const out: NamedFile[] = [];
  const add = (font: unknown, path: JsonPath, what: string): void => {
    const source = (font as { source?: unknown } | undefined)?.source;
    if (typeof source === 'string') out.push({ value: source, path: [...path, 'source'], what });
  };
  add(fonts, ['fonts'], 'the font');
  for (const part of ['heading', 'body'] as const)
    add((fonts as Record<string, unknown>)[part], ['fonts', part], `the ${part} font`);
  return out;
}

/** Every site file docs.json names for the chrome. */
function namedFiles(config: Record<string, unknown>): NamedFile[] {
  const background = config.background as { image?: unknown } | undefined;
  return [
    ...modes(config.logo, ['logo'], 'logo'),
    ...modes(config.favicon, ['favicon'], 'favicon'),
    ...modes(background?.image, ['background', 'image'], 'background image'),
    ...fontSources(config.fonts),
  ];
}

/**
 * A `missing-file` warning for each logo, favicon, background image or font file of docs.json that is a path
 * of this site (not a URL) and names no file in `files` (root paths: `/logo/light.svg`).
 */
export function missingConfigFiles(config: unknown, locate: Locate, files: ReadonlySet<string>): Diagnostic[] {
  if (!config || typeof config !== 'object') return [];
  const diagnostics: Diagnostic[] = [];
  for (const { value, path, what } of namedFiles(config as Record<string, unknown>)) {
    const written = value.trim();
    if (!written || isExternalHref(written)) continue;
    const file = `/${safeDecode(written.replace(/[?#].*$/, '')).replace(/^\.?\/+/, '')}`;
    if (files.has(file)) continue;
    const at = locate(path);
    diagnostics.push({
      severity: 'warning',
      rule: 'missing-file',
      file: at?.file ?? 'docs.json',
      line: at?.line ?? 1,
      column: at?.column ?? 1,
      path: formatJsonPath(path),
      message: `${what} ${written} is not a file of the site, so pages show it missing.`,
      hint: `Add the file at ${file} (paths start at the folder holding docs.json), or correct the path.`,
    });
  }
  return diagnostics;
}
