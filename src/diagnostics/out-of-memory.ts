import type { Diagnostic } from './diagnostic.js';

/**
 * The error of a build that ran out of memory, at the page being rendered when it did (`file`, when known): the
 * page's code, or a component it imports, allocating without end is the likely cause; a page that really needs
 * more memory can have it.
 */
export function outOfMemoryDiagnostic(file: string | undefined): Diagnostic {
  const hint =
    "Look for a loop that keeps adding to an array or a string in the page's expressions, `export const` components or imported snippets. A build that really needs more memory gets it with NODE_OPTIONS=--max-old-space-size=<MB>.";
  if (file === undefined) {
    return {
      severity: 'error',
      rule: 'out-of-memory',
      message: 'The build ran out of memory and was stopped.',
      hint,
    };
  }
  return {
    severity: 'error',
    rule: 'out-of-memory',
    file,
    line: 1,
    column: 1,
    message: 'Rendering this page ran out of memory, and the build was stopped.',
    hint,
  };
}
