import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import { formatDiagnostic } from '../../../src/diagnostics/format.js';
import { sampleLanguageWarnings } from '../../../src/site/sample-languages-check.js';

describe('api.examples.languages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-languages-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function warnings(languages: unknown[]): Promise<string[]> {
    const docs = {
      name: 'x',
      theme: 'mint',
      colors: { primary: '#123456' },
      navigation: { pages: ['index'] },
      api: { examples: { languages } },
    };
    await writeFile(path.join(dir, 'docs.json'), `${JSON.stringify(docs, null, 2)}\n`);
    const result = await loadConfig(dir);
    if (!result.config) throw new Error(result.diagnostics.map((d) => d.message).join('; '));
    return sampleLanguageWarnings(result.config).map((d) => formatDiagnostic({ ...d, frame: undefined }));
  }

  it('warns once per unknown name, at its place in docs.json', async () => {
    expect(await warnings(['curl', 'cobol', 'Py'])).toEqual([
      'docs.json:16:9 warning api.examples.languages[1]: "cobol" is not a language Quire generates code samples in: endpoint pages leave it out. [code-sample-language]\n' +
        '  hint: Use one of: bash, python, javascript, node, php, go, java, ruby, powershell, swift, csharp, dotnet, typescript, c, c++, kotlin, rust, dart (or aliases such as curl, py, js, ts, golang, .net); x-codeSamples can add any other language.',
    ]);
  });

  it('says nothing when every name is known or there is no list', async () => {
    expect(await warnings(['curl', 'golang', '.NET', 'typescript'])).toEqual([]);
  });
});
