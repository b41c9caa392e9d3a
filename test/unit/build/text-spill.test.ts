import { tmpdir } from 'node:os';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTextSpill } from '../../../src/build/text-spill.js';

describe('createTextSpill', () => {
  it('gives back each text as it was set aside, whatever the order of reads', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'quire-spill-test-'));
    const spill = await createTextSpill(parent);
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
    const made = await readdir(parent);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^\.quire-spill-/);
    await spill.dispose();
    expect(await readdir(parent)).toEqual([]);
    await rm(parent, { recursive: true });
  });
});
