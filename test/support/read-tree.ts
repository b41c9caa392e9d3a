import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, by its path relative to `dir`, with its bytes: for comparing two built sites. */
export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, file), await readFile(file));
  }
  return out;
}
