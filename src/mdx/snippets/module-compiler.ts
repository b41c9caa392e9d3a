import path from 'node:path';
import { transform, type Message } from 'esbuild';
import { withCodeFrame, type Diagnostic } from '../../diagnostics/diagnostic.js';

/** A `.jsx`/`.tsx`/`.js`/`.ts` snippet compiled to a CommonJS function body (JSX → `preact/jsx-runtime`). */
export interface CompiledModule {
  /** Body of `function (module, exports, require) { … }`; absent when the file does not compile. */
  code?: string;
  /** Specifiers the code `require`s, in order. */
  requires: string[];
  /**
   * The names the module exports (`default` for its default export), when its code says them all: not for a
   * module that re-exports another's (`export * from`) or sets `module.exports` itself.
   */
  exports?: string[];
  diagnostics: Diagnostic[];
}

/**
 * Compiles component snippets with esbuild, once per file content. React-style code works as written: the
 * runtime maps `react` to `preact/compat`, and hooks are in scope without an import (reference §3.1).
 */
export function createModuleCompiler() {
  const cache = new Map<string, { source: string; result: Promise<CompiledModule> }>();
  return {
    compile(file: string, source: string): Promise<CompiledModule> {
      const entry = cache.get(file);
      if (entry && entry.source === source) return entry.result;
      const result = compileModule(file, source);
      cache.set(file, { source, result });
      return result;
    },
  };
}

async function compileModule(file: string, source: string): Promise<CompiledModule> {
  const ext = path.posix.extname(file).toLowerCase();
  const loader = ext === '.tsx' ? 'tsx' : ext === '.ts' ? 'ts' : 'jsx';
  try {
    const out = await transform(source, {
      loader,
      format: 'cjs',
      jsx: 'automatic',
      jsxImportSource: 'preact',
      target: 'es2022',
      sourcefile: file,
      logLevel: 'silent',
    });
    const requires = [...out.code.matchAll(/\brequire\(("(?:[^"\\]|\\.)*")\)/g)].map(
      (m) => JSON.parse(m[1]!) as string,
    );
    const diagnostics = out.warnings
      .slice(0, 3)
      .map((w) => esbuildDiagnostic(w, { file, source, severity: 'warning' }));
    const exports = exportedNames(out.code);
    return { code: out.code, requires: [...new Set(requires)], ...(exports ? { exports } : {}), diagnostics };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors ?? [];
    const first = errors[0];
    const diagnostic = first
      ? esbuildDiagnostic(first, { file, source, severity: 'error' })
      : {
          severity: 'error' as const,
          rule: 'component-syntax',
          file,
          message: `This component file does not compile: ${String(error)}`,
        };
    return { requires: [], diagnostics: [diagnostic] };
  }
}

/** esbuild's table of an ES module's exports in its CommonJS output: `__export(x_exports, { A: () => A, … });`. */
const EXPORT_TABLE = /^__export\([\w$]+_exports, \{\n([\s\S]*?)\n\}\);$/m;
const EXPORT_ENTRY = /^ {2}("(?:[^"\\]|\\.)*"|[\w$]+): /;

/** The names esbuild's output exports, or undefined when they are not all known from the code. */
function exportedNames(code: string): string[] | undefined {
  if (code.includes('__reExport(')) return undefined;
  const table = EXPORT_TABLE.exec(code);
  if (!table) return /\b(?:module\.exports|exports\.[\w$]+)\s*=/.test(code) ? undefined : [];
  const names: string[] = [];
  for (const line of table[1]!.split('\n')) {
    const key = EXPORT_ENTRY.exec(line)?.[1];
    if (key === undefined) return undefined;
    names.push(key.startsWith('"') ? (JSON.parse(key) as string) : key);
  }
  return names;
}

/** The component file an esbuild message is about, and how serious it is. */
interface EsbuildMessageAt {
  file: string;
  /** The file's text, for the code frame. */
  source: string;
  severity: Diagnostic['severity'];
}

function esbuildDiagnostic(message: Message, at: EsbuildMessageAt): Diagnostic {
  const { file, source, severity } = at;
  const d: Diagnostic = {
    severity,
    rule: 'component-syntax',
    file,
    message: `${severity === 'error' ? 'This component file does not compile' : 'Problem in this component file'}: ${message.text}`,
    hint: 'Component snippets are JSX/TSX modules with named arrow-function exports (`export const MyComponent = () => …`).',
  };
  if (message.location) {
    d.line = message.location.line;
    d.column = message.location.column + 1;
  }
  return withCodeFrame(d, source);
}
