/**
 * `quire openapi-check <file>`: one spec validated on its own, every problem located, and a summary line.
 * Exit codes: 0 valid, 1 invalid (syntax, not a spec, validation problems), 2 missing or unreadable.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { loadOpenApi } from './load-openapi.js';
import { listOperations } from './operations.js';

/** What the command prints and returns. */
export interface SpecCheck {
  diagnostics: Diagnostic[];
  summary: string;
  exitCode: 0 | 1 | 2;
}

/**
 * Checks `file` (absolute). `root` is the folder its `$ref`s may reach (the current folder when the file is
 * inside it, else the file's folder); diagnostics name files relative to it.
 */
export async function checkSpecFile(input: { file: string; root: string }): Promise<SpecCheck> {
  const relative = path.relative(input.root, input.file).split(path.sep).join('/');
  const info = await stat(input.file).catch(() => undefined);
  if (!info?.isFile()) {
    // The folder the command runs in, or a file outside it, is named as given.
    const name = relative === '' || relative.startsWith('../') ? input.file : relative;
    const what = !info
      ? 'does not exist'
      : info.isDirectory()
        ? 'is a folder: name the spec file in it (openapi.yaml, openapi.json…)'
        : 'is not a regular file (a device, a pipe or a socket): name a spec file';
    return {
      diagnostics: [],
      summary: `${name}: ${what}.`,
      exitCode: 2,
    };
  }
  const result = await loadOpenApi({ root: input.root, file: relative, allProblems: true });
  if (result.diagnostics.some((d) => d.rule === 'openapi-missing-file'))
    return { diagnostics: [], summary: `${relative}: cannot be read.`, exitCode: 2 };
  // A spec too large to check its rules on is not invalid for that: the warning says what was checked.
  const partial = result.diagnostics.filter((d) => d.rule === 'openapi-too-large');
  const problems = result.diagnostics.filter((d) => d.rule !== 'openapi-too-large');
  if (!result.spec || problems.length > 0) {
    // What a build warns of and builds around is, to a check, what makes the file invalid: an error here.
    const diagnostics = result.diagnostics.map((d) =>
      d.rule === 'openapi-too-large' ? d : { ...d, severity: 'error' as const },
    );
    return { diagnostics, summary: `${relative}: invalid (${plural(problems.length, 'error')}).`, exitCode: 1 };
  }
  const { spec } = result;
  const operations = listOperations(spec).length;
  const converted = spec.convertedFrom ? ` (Swagger ${spec.convertedFrom}, converted)` : '';
  const files = result.files.length > 1 ? `, ${result.files.length} files` : '';
  const checked = partial.length > 0 ? ' as far as checked' : '';
  return {
    diagnostics: partial,
    summary: `${relative}: valid OpenAPI ${spec.version}${converted}${checked}, ${plural(operations, 'operation')}${files}.`,
    exitCode: 0,
  };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
