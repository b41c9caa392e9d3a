/** Types of scripts/check-layers.js, for the tests that import it. */

export interface LayerViolation {
  /** Repository-relative importing file. */
  file: string;
  line: number;
  /** The specifier as written. */
  specifier: string;
  /** The repository-relative file it resolves to. */
  target: string;
  /** `file:line imports X (why)`. */
  message: string;
}

export interface LayerException {
  from: string;
  to: string;
}

export interface LayerCheck {
  violations: LayerViolation[];
  /** Files in no layer (a `src/` folder missing from LAYERS). */
  unlayered: string[];
  /** Exceptions that matched no import. */
  unusedExceptions: LayerException[];
}

export const LAYERS: string[][];
export const THEME_INDEX: string;
export const THEME_ENTRY: string;
export const THEME_MAY_IMPORT: string[];
export const ALLOWED_EXCEPTIONS: LayerException[];
export function layerOf(file: string): string | undefined;
export function listImports(file: string, text: string): { specifier: string; line: number }[];
export function resolveImport(from: string, specifier: string, files: ReadonlySet<string>): string;
export function checkLayers(sources: ReadonlyMap<string, string>, exceptions?: readonly LayerException[]): LayerCheck;
export function collectSources(root: string): Map<string, string>;
