/** `contextual`: the "copy page / open in …" menu (docs-json.md §1.3.9). */
import { z } from 'zod';
import { IconSchema } from './icon.js';
import { LinkSchema } from './href.js';
import { ALWAYS, reportDuplicates } from './unique.js';

/** Built-in menu entries (`devin-desktop` is the documented successor of `windsurf`; both are accepted). */
export const CONTEXTUAL_PRESETS = [
  'copy',
  'assistant',
  'view',
  'download-pdf',
  'download-spec',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'windsurf',
  'devin-desktop',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
] as const;

/** A built-in menu entry. */
export const ContextualPresetSchema = z.enum(CONTEXTUAL_PRESETS).describe('A built-in menu entry.');

/** A custom menu entry linking somewhere with the page as context. */
export const ContextualCustomOptionSchema = z.object({
  /** Entry title. */
  title: z.string().describe('Entry title.'),
  /** Line under the title. */
  description: z.string().describe('Line under the title.'),
  /** Entry icon. */
  icon: IconSchema.optional(),
  /** Link, or a base URL plus query parameters with `$page`, `$path`, `$mcp` placeholders. */
  href: z
    .union([
      LinkSchema,
      z.object({
        /** Base URL. */
        base: LinkSchema.describe('Base URL.'),
        /** Query parameters; values may use `$page`, `$path`, `$mcp`. */
        query: z
          .array(
            z.object({ key: z.string().describe('Parameter name.'), value: z.string().describe('Parameter value.') }),
          )
          .optional()
          .describe('Query parameters; values may use `$page` (page Markdown), `$path` and `$mcp`.'),
      }),
    ])
    .describe('Link, or `{ base, query }` with `$page`, `$path`, `$mcp` placeholders.'),
});

/** The contextual menu. */
export const ContextualSchema = z
  .object({
    /** Entries in menu order; the first is the main button. */
    options: z
      .array(z.union([ContextualPresetSchema, ContextualCustomOptionSchema]))
      .superRefine(
        (options, ctx) =>
          reportDuplicates(options, ctx, {
            keyOf: (option) => (typeof option === 'string' ? option : undefined),
            message: (option) => `"${option}" is listed twice`,
            hint: 'remove the second entry.',
          }),
        ALWAYS,
      )
      .describe(`Menu entries in order; the first is the main button. Built-ins: ${CONTEXTUAL_PRESETS.join(', ')}.`),
    /** Where the menu shows. */
    display: z.enum(['header', 'toc']).optional().describe('`header` (default): next to the title; `toc`: in the TOC.'),
  })
  .describe('Contextual menu: copy the page, open it in an AI assistant, and more.');

export type Contextual = z.output<typeof ContextualSchema>;
export type ContextualOption = z.output<typeof ContextualSchema>['options'][number];
