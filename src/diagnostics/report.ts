/**
 * The one way a stage records a problem: `report(ctx, at, { severity, rule, message, hint })`. The call site
 * says what is wrong and where in its own terms (a JSON path of docs.json, a syntax-tree node, a `$ref` site, a
 * file); the context says where diagnostics go and how to turn that `at` into a file position.
 */
import type { Diagnostic, Severity } from './diagnostic.js';
import { formatJsonPath, type JsonPath } from './json-path.js';

/** What is wrong, without where: the part of a diagnostic every call site writes. */
export interface Problem {
  severity: Severity;
  rule: string;
  message: string;
  /** Left out of the diagnostic when empty. */
  hint?: string | undefined;
}

/** Where a problem is, once located: the location fields of a diagnostic. */
export type Where = Pick<Diagnostic, 'file' | 'line' | 'column' | 'path'>;

/** Anything diagnostics can be added to: a plain array, or a `DiagnosticCollector` that drops repeats. */
export interface DiagnosticSink {
  push(...diagnostics: Diagnostic[]): unknown;
}

/** A sink plus what it takes to locate the caller's kind of `at` (page file, position index, `$ref` files). */
export interface ReportContext<At> {
  diagnostics: DiagnosticSink;
  /** Where `at` is; undefined when it cannot be found (the diagnostic is still added, unlocated). */
  locate: (at: At) => Where | undefined;
}

/**
 * Adds a diagnostic for `problem` at `at` and returns it. With a bare sink, `at` is already a location (or
 * nothing); with a context, `ctx.locate(at)` finds it. An `at` that is a JSON path (an array) is also named in
 * the diagnostic's `path`, so config and navigation problems print `navigation.tabs[1]: …`.
 */
export function report(ctx: DiagnosticSink, at: Where | undefined, problem: Problem): Diagnostic;
export function report<At>(ctx: ReportContext<At>, at: At, problem: Problem): Diagnostic;
export function report<At>(ctx: DiagnosticSink | ReportContext<At>, at: At, problem: Problem): Diagnostic {
  const located = 'locate' in ctx ? ctx.locate(at) : (at as Where | undefined);
  // Fields in one fixed order: the MDX fixtures pin diagnostics as JSON.
  const diagnostic: Diagnostic = { severity: problem.severity, rule: problem.rule, message: problem.message };
  if (problem.hint) diagnostic.hint = problem.hint;
  const path = located?.path ?? (Array.isArray(at) && at.length > 0 ? formatJsonPath(at as JsonPath) : undefined);
  if (path !== undefined) diagnostic.path = path;
  if (located?.file !== undefined) diagnostic.file = located.file;
  if (located?.line !== undefined) diagnostic.line = located.line;
  if (located?.column !== undefined) diagnostic.column = located.column;
  ('locate' in ctx ? ctx.diagnostics : ctx).push(diagnostic);
  return diagnostic;
}
