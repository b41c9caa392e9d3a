/** Display names of docs.json language codes for the language switcher, in their own language ("Français"). */
import { languageTag } from '../util/language-tag.js';

/** `fr` → `Français`, `zh-Hans` → `简体中文`; the code itself when the runtime has no name for it. */
export function localeDisplayName(code: string): string {
  const tag = languageTag(code);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name && name.toLowerCase() !== tag.toLowerCase()) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // Not a valid language tag: fall through to the code.
  }
  return code;
}
