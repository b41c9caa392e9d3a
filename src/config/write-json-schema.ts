/**
 * Writes schema/docs.schema.json from the zod schema. Run after `tsc`:
 * `node dist/src/config/write-json-schema.js [output]` (default: schema/docs.schema.json in the current folder).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { docsJsonSchemaText } from './json-schema.js';

async function main(): Promise<void> {
  const output = path.resolve(process.argv[2] ?? 'schema/docs.schema.json');
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, docsJsonSchemaText());
  process.stdout.write(`wrote ${output}\n`);
}

await main();
