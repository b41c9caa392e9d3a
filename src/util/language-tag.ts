/** docs.json accepts a few language codes that are not BCP 47 language tags (§1.5 Locales). */
const ALIASES: Record<string, string> = { cn: 'zh-Hans', jp: 'ja', 'ja-jp': 'ja-JP', 'fr-ca': 'fr-CA' };

/**
 * The BCP 47 tag of a docs.json language code, for `<html lang>` (screen readers pick their voice by it, search
 * engines and the search index their language) and display names: `jp` → `ja`, `cn` → `zh-Hans`; other codes
 * as written.
 */
export function languageTag(code: string): string {
  return ALIASES[code] ?? code;
}
