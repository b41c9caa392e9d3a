/**
 * Names that Mintlify sites use but no free package spells that way: mostly Font Awesome Pro icons (Mintlify
 * ships Pro) mapped to the closest free icon. Consulted only after every library missed the name as written.
 */
import type { IconLibrary } from './icon-sources.js';

/** Where a name that no library has under that spelling should come from. */
export interface IconAlias {
  library: IconLibrary;
  name: string;
  style?: string;
}

const fa = (name: string, style?: string): IconAlias =>
  style ? { library: 'fontawesome', name, style } : { library: 'fontawesome', name };
const lucide = (name: string): IconAlias => ({ library: 'lucide', name });
const tabler = (name: string): IconAlias => ({ library: 'tabler', name });

const ALIASES: Readonly<Record<string, IconAlias>> = {
  'alarm-exclamation': lucide('alarm-clock'),
  'alien-8bit': tabler('alien'),
  'arrow-progress': lucide('workflow'),
  'book-sparkles': lucide('book-open-text'),
  'bullseye-pointer': fa('bullseye'),
  'diagram-subtask': tabler('subtask'),
  'file-magnifying-glass': lucide('file-search'),
  'gauge-simple-low': fa('gauge-simple'),
  'gear-code': lucide('cog'),
  'message-bot': lucide('bot-message-square'),
  'message-lines': lucide('message-square-text'),
  'messages-question': lucide('messages-square'),
  'microchip-ai': lucide('cpu'),
  'rectangle-code': lucide('square-code'),
  'rectangle-history': lucide('gallery-vertical-end'),
  'rectangle-terminal': lucide('square-terminal'),
  screwdriver: lucide('wrench'),
  snake: fa('python', 'brands'),
  'spinner-third': fa('spinner'),
  'square-terminal': lucide('square-terminal'),
  sparkles: lucide('sparkles'),
  'wave-pulse': lucide('activity'),
  one: fa('1'),
  two: fa('2'),
  three: fa('3'),
};

/** `circle-1` → Tabler `circle-number-1`, `square-k` → `square-letter-k` (Pro-only digit and letter shapes). */
function patternAlias(name: string): IconAlias | undefined {
  const shaped = /^(circle|square)-([0-9a-z])$/.exec(name);
  if (!shaped) return undefined;
  const kind = /[0-9]/.test(shaped[2]!) ? 'number' : 'letter';
  return tabler(`${shaped[1]}-${kind}-${shaped[2]}`);
}

/** Looks up a name in the table of common Mintlify icon names that the free packages spell differently. */
export function resolveIconAlias(name: string): IconAlias | undefined {
  return (Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined) ?? patternAlias(name);
}

/**
 * Shorter names to try for a name no library has, nearest first: the name with trailing parts dropped, then with
 * leading ones dropped (`book-sparkles` → `book`; `chart-network` → `chart`, `network`). Font Awesome Pro names
 * mostly add a detail to a base icon, which the free sets have.
 */
export function reducedIconNames(name: string): string[] {
  const parts = name.split('-').filter(Boolean);
  const out: string[] = [];
  for (let end = parts.length - 1; end >= 1; end--) out.push(parts.slice(0, end).join('-'));
  for (let start = 1; start < parts.length; start++) out.push(parts.slice(start).join('-'));
  // One-letter parts (`1`, `a`) name nothing on their own.
  return [...new Set(out)].filter((candidate) => candidate.length > 1);
}
