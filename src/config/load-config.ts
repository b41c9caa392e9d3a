/**
 * Loads a site's docs.json: finds it, reads it and its `$ref` files, validates it, and keeps where every value
 * was written so that later stages can point at the exact line of a problem.
 */
import { readFile } from 'node:fs/promises';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { withCodeFrame } from '../diagnostics/diagnostic.js';
import { sortDiagnostics } from '../diagnostics/format.js';
import { findConfigFile } from './find-config-file.js';
import { locateInMintJson } from './legacy-origins.js';
import type { Locate } from './json-path.js';
import { createPositionIndex } from './position-index.js';
import { OUTSIDE_CODE, resolveRefs, type ReadTextFile } from './resolve-refs.js';
import { realPathInside } from '../util/real-path.js';
import type { DocsConfig } from './schema/docs-config.js';
import { type LegacyWrongKind, MINT_JSON_KEYS, upgradeMintConfig } from './upgrade-mint-json.js';
import { closest, describeValue } from './issue-text.js';
import type { PositionIndex } from './position-index.js';
import { validateConfig } from './validate-config.js';

/** A valid docs.json and how to find where each of its values was written. */
export interface LoadedConfig {
  /** Absolute folder of the site (the folder holding docs.json). */
  root: string;
  /** Absolute path of docs.json (or of a legacy mint.json). */
  file: string;
  config: DocsConfig;
  /** Where the value at a JSON path was written, following `$ref` files (nearest written ancestor if absent). */
  locate: Locate;
  /** Where the property name of the member at a JSON path was written (for "unknown key"-style problems). */
  locateKey: Locate;
  /** Root-relative paths of docs.json and every `$ref` file, for watching. */
  files: string[];
  /**
   * Adds a code frame to a diagnostic that points into docs.json or one of its `$ref` files (later stages,
   * such as navigation and redirects, report problems there too); other diagnostics come back unchanged.
   */
  withFrame: (diagnostic: Diagnostic) => Diagnostic;
}

/** What {@link loadConfig} returns: a config when there is no error, and every diagnostic either way. */
export interface LoadConfigResult {
  config?: LoadedConfig;
  diagnostics: Diagnostic[];
}

/**
 * Loads the docs.json for `start` (a folder, searched upward like `mint dev` does, or a config file path).
 * Problems never throw: they come back as diagnostics (with code frames), sorted by file and position. Warnings
 * alone still give a config; any error leaves `config` undefined.
 */
export async function loadConfig(
  start: string,
  options: { readFile?: ReadTextFile; searchUp?: boolean } = {},
): Promise<LoadConfigResult> {
  const found = await findConfigFile(start, options.searchUp === false ? { searchUp: false } : {});
  if ('problem' in found) {
    return { diagnostics: [{ severity: 'error', rule: 'config-not-found', message: found.problem, hint: found.hint }] };
  }
  const read = options.readFile ?? readConfigFile(found.root);
  const resolved = await resolveRefs({ root: found.root, entry: found.file, readFile: read });
  const diagnostics = [...resolved.diagnostics];
  let { value } = resolved;
  let config: LoadedConfig | undefined;
  const withFrame = (d: Diagnostic): Diagnostic => {
    const source = d.file === undefined || d.frame !== undefined ? undefined : resolved.sources.get(d.file);
    return source === undefined ? d : withCodeFrame(d, source);
  };
  if (value !== undefined) {
    let index = createPositionIndex(resolved);
    if (found.legacy) {
      const upgraded = upgradeMintConfig(value);
      value = upgraded.value;
      diagnostics.push(...legacyDiagnostics(resolved.entry, upgraded, index));
      const { origins } = upgraded;
      if (origins) {
        index = {
          locate: locateInMintJson(index.locate, value, origins),
          locateKey: locateInMintJson(index.locateKey, value, origins),
        };
      }
    }
    const validated = validateConfig(value, index);
    diagnostics.push(...validated.diagnostics);
    if (validated.config && !diagnostics.some((d) => d.severity === 'error')) {
      config = {
        root: found.root,
        file: found.file,
        config: validated.config,
        locate: index.locate,
        locateKey: index.locateKey,
        files: resolved.files,
        withFrame,
      };
    }
  }
  return { ...(config ? { config } : {}), diagnostics: sortDiagnostics(diagnostics.map(withFrame)) };
}

/**
 * Reads config files by their real path, refusing links that lead outside the project folder (a `$ref` file
 * linked to `/etc/passwd` would otherwise end up quoted in an error message or in the site).
 */
function readConfigFile(root: string): ReadTextFile {
  return async (file) => {
    const real = await realPathInside(root, file);
    if (real === 'outside') throw Object.assign(new Error(`${file} is outside ${root}`), { code: OUTSIDE_CODE });
    return readFile(real ?? file, 'utf8');
  };
}

/** The notice that mint.json was converted, and its keys that mean nothing in either format. */
function legacyDiagnostics(
  file: string,
  upgraded: { unknownKeys: readonly string[]; wrongKinds: readonly LegacyWrongKind[] },
  index: PositionIndex,
): Diagnostic[] {
  const { unknownKeys } = upgraded;
  const out: Diagnostic[] = [
    {
      severity: 'warning',
      rule: 'config-legacy-mint-json',
      message: 'mint.json is the legacy config format; it was converted to docs.json in memory',
      file,
      // The whole file is the subject: located at its start, without a code frame of its first line.
      line: 1,
      column: 1,
      frame: '',
      hint: 'move to a docs.json to use current features (tabs with children, products, languages…).',
    },
  ];
  for (const key of unknownKeys) {
    const suggestion = closest(key, MINT_JSON_KEYS);
    out.push({
      severity: 'warning',
      rule: 'config-unknown-key',
      message: `unknown key "${key}"; it is ignored`,
      path: key,
      ...index.locateKey([key]),
      ...(suggestion ? { hint: `did you mean "${suggestion}"?` } : {}),
    });
  }
  const KIND_WORDS = { object: 'an object in braces', list: 'a list in square brackets', text: 'text in quotes' };
  for (const wrong of upgraded.wrongKinds)
    out.push({
      severity: 'warning',
      rule: 'config-invalid-type',
      message: `"${wrong.key}" must be ${KIND_WORDS[wrong.expected]}, but it is ${describeValue(wrong.value)}; it is ignored`,
      path: wrong.key,
      ...index.locate([wrong.key]),
      hint: `write "${wrong.key}" as mint.json documents it, or remove it.`,
    });
  return out;
}
