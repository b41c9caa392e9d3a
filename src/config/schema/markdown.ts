/** `markdown` (the `.md` twins and llms.txt) and `variables` (docs-json.md §1.3.11, §1.3.12). */
import { z } from 'zod';

/** Markdown output settings. */
export const MarkdownSchema = z
  .object({
    /** Embed the spec in `.md` output of API pages. */
    schema: z
      .boolean()
      .optional()
      .describe('Embed the OpenAPI/AsyncAPI spec in `.md` output of API pages (default `true`).'),
    /** Instructions for AI agents appended to every `.md` page and llms.txt. */
    instructions: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe('Instructions for AI agents, appended to every `.md` page, `llms.txt` and `llms-full.txt`.'),
  })
  .describe('Markdown (`.md`, llms.txt) output settings.');

/** Text substituted for `{{name}}` in pages and snippets. */
export const VariablesSchema = z
  .record(z.string().regex(/^[\w.-]+$/, { error: 'expected a name of letters, digits, "_", "." or "-"' }), z.string())
  .describe('Values substituted for `{{name}}` in pages and snippets.');

export type Markdown = z.output<typeof MarkdownSchema>;
export type Variables = z.output<typeof VariablesSchema>;
