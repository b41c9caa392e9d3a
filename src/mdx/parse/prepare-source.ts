import { textProblems } from './text-problems.js';
import { parseFrontmatter } from '../../content/frontmatter.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { preprocessSource } from './preprocess-source.js';

/** What `prepareSource` needs to know about a file besides its text. */
export interface PrepareSourceOptions {
  /** Root-relative path, for diagnostics. */
  file: string;
  format: 'md' | 'mdx';
  /** docs.json `variables`, replacing `{{name}}`. */
  variables: Readonly<Record<string, string>>;
  /** The frontmatter when it is already parsed (the navigation stage reads it for every page); else parsed here. */
  frontmatter?: { data: Record<string, unknown>; bodyLine: number } | undefined;
  /** The file's bytes are valid UTF-8: a `�` in the text is that character (no `invalid-utf8` warning). */
  validUtf8?: boolean;
}

/**
 * Turns a whole file into the text the parser sees: frontmatter blanked out line for line (so positions stay
 * those of the file), then the text fixes of `preprocessSource`.
 */
export function prepareSource(
  source: string,
  options: PrepareSourceOptions,
): { text: string; frontmatter: Record<string, unknown>; diagnostics: Diagnostic[] } {
  const { file, format, variables, frontmatter } = options;
  const diagnostics: Diagnostic[] = [];
  let data: Record<string, unknown>;
  let body: string;
  if (frontmatter) {
    data = frontmatter.data;
    body = source
      .replace(/^\uFEFF/, '')
      .split('\n')
      .slice(frontmatter.bodyLine - 1)
      .join('\n');
    body = '\n'.repeat(frontmatter.bodyLine - 1) + body;
  } else {
    const parsed = parseFrontmatter(source, file);
    data = parsed.data;
    diagnostics.push(...parsed.diagnostics);
    body = '\n'.repeat(parsed.bodyLine - 1) + parsed.body;
  }
  diagnostics.push(...textProblems(source, file, { validUtf8: options.validUtf8 === true }));
  const pre = preprocessSource(body, { format, variables });
  for (const v of pre.unknownVariables) {
    diagnostics.push({
      severity: 'warning',
      rule: 'unknown-variable',
      file,
      line: v.line,
      column: v.column,
      message: `\`{{${v.name}}}\` is not a variable defined in docs.json, so it is shown as written.`,
      hint: `Add "${v.name}" to \`variables\` in docs.json, or write \`\\{\\{${v.name}}}\` to show the braces on purpose.`,
    });
  }
  return { text: pre.text, frontmatter: data, diagnostics };
}
