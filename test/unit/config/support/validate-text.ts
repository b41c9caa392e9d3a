/**
 * Validates a docs.json given as text, in memory: the same resolve → position index → validate steps as
 * loadConfig, without the disk, so a test can pin the message, rule, hint, path, line and column of a problem.
 */
import path from 'node:path';
import { createPositionIndex } from '../../../../src/config/position-index.js';
import { resolveRefs } from '../../../../src/config/resolve-refs.js';
import { validateConfig } from '../../../../src/config/validate-config.js';
import type { Diagnostic } from '../../../../src/diagnostics/diagnostic.js';

const root = path.resolve('/site');

/** The smallest valid docs.json; tests add or replace keys. */
export const MINIMAL = {
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#16A34A' },
  navigation: { pages: ['index'] },
};

/** Validates `text` as docs.json (no `$ref` files); the config, or undefined, and every diagnostic. */
export async function validateText(text: string): Promise<{ config?: unknown; diagnostics: Diagnostic[] }> {
  const resolved = await resolveRefs({
    root,
    entry: path.join(root, 'docs.json'),
    readFile: async () => text,
  });
  if (resolved.value === undefined) return { diagnostics: resolved.diagnostics };
  return validateConfig(resolved.value, createPositionIndex(resolved));
}

/** Validates the minimal config with `extra` keys added, written as JSON with two-space indentation. */
export async function validateWith(extra: Record<string, unknown>) {
  return validateText(JSON.stringify({ ...MINIMAL, ...extra }, null, 2));
}

/** The diagnostics of the minimal config plus `extra`, asserting that it is rejected. */
export async function errorsOf(extra: Record<string, unknown>): Promise<Diagnostic[]> {
  const result = await validateWith(extra);
  if (result.config !== undefined) throw new Error(`expected ${JSON.stringify(extra)} to be rejected`);
  return result.diagnostics;
}
