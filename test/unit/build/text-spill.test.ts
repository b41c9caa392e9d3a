import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createTextSpill } from '../../../src/build/text-spill.js';

describe('createTextSpill', () => {
  it('gives back each text as it was set aside, whatever the order of reads', async () => {
    const before = new Set((await readdir(tmpdir())).filter((name) => name.startsWith('quire-spill-')));
    const spill = await createTextSpill();
    const texts = new Map([
      ['/a', '# A\n\nPlain text.'],
      ['/b', '# Bé\n\nÜnïcödé, 中文 and emoji 🚀 across bytes.'],
      ['/c', ''],
      ['/d', 'x'.repeat(200_000)],
    ]);
    for (const [key, text] of texts) spill.add(key, text);
    spill.add('/a', '# A, replaced');
    expect(await spill.read('/d')).toBe(texts.get('/d'));
    expect(await spill.read('/b')).toBe(texts.get('/b'));
    expect(await spill.read('/c')).toBe('');
    expect(await spill.read('/a')).toBe('# A, replaced');
    expect(await spill.read('/missing')).toBeUndefined();
    const made = (await readdir(tmpdir())).filter((name) => name.startsWith('quire-spill-') && !before.has(name));
    expect(made).toHaveLength(1);
    await spill.dispose();
    expect(existsSync(`${tmpdir()}/${made[0]}`)).toBe(false);
  });
});
