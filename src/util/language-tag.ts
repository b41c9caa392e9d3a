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

/** Languages written right to left, by primary language subtag. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb', 'syr']);

/** `rtl` for a language written right to left (`ar`, `he`, `fa`…), else undefined (the document's own `ltr`). */
export function textDirection(code: string): 'rtl' | undefined {
  const tag = languageTag(code);
  const primary = tag.split(/[-_]/)[0]!.toLowerCase();
  return RIGHT_TO_LEFT.has(primary) || /-Arab\b/i.test(tag) ? 'rtl' : undefined;
}

/**
 * Whether a docs.json language code names a language: one of the platform's codes, or a tag the runtime knows
 * the language of (`th`, `el`). `klingon` (a well-formed tag, but no language) does not.
 */
export function isKnownLanguage(code: string): boolean {
  if (PLATFORM_CODES.has(code)) return true;
  const tag = languageTag(code);
  try {
    const language = new Intl.Locale(tag).language;
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(language);
    return name !== undefined;
  } catch {
    return false;
  }
}

/** The codes docs.json's schema lists (reference §1.5 Locales). */
const PLATFORM_CODES = new Set([
  'en',
  'cn',
  'zh',
  'zh-Hans',
  'zh-Hant',
  'zh-CN',
  'zh-TW',
  'es',
  'fr',
  'fr-CA',
  'fr-ca',
  'ja',
  'jp',
  'ja-jp',
  'ja-JP',
  'pt',
  'pt-BR',
  'de',
  'ko',
  'it',
  'ru',
  'ro',
  'cs',
  'id',
  'ar',
  'tr',
  'hi',
  'sv',
  'no',
  'da',
  'lv',
  'nl',
  'uk',
  'vi',
  'pl',
  'uz',
  'he',
  'ca',
  'fi',
  'hu',
]);
