/** Hints for missing and unknown docs.json keys: examples to add, typos, and keys that moved since mint.json. */
import { formatJsonPath, type JsonPath } from './json-path.js';
import { closest } from './issue-text.js';
import { THEMES } from './schema/theme.js';

/** Ready-to-paste examples for the keys every docs.json needs. */
const MISSING_EXAMPLES: Record<string, string> = {
  name: 'add "name": "My Docs" (the site name shown in page titles).',
  theme: `add "theme": "mint" (or ${THEMES.filter((t) => t !== 'mint').join(', ')}).`,
  colors: 'add "colors": { "primary": "#16A34A" }.',
  'colors.primary': 'add "primary": "#16A34A" (any hex colour).',
  navigation: 'add "navigation": { "pages": ["index"] } (or tabs, groups, anchors…).',
};

/** The hint for a required key that is missing at `path`. */
export function missingKeyHint(path: JsonPath, expected: string, choices?: readonly unknown[]): string {
  const example = ownValue(MISSING_EXAMPLES, formatJsonPath(path));
  if (example) return example;
  const key = String(path.at(-1));
  if (choices && choices.length > 0) {
    const [first, ...rest] = choices.map((c) => JSON.stringify(c));
    return `add "${key}": ${first}${rest.length ? ` (or ${rest.join(', ')})` : ''}.`;
  }
  const sample =
    expected === 'string' ? '"…"' : expected === 'array' ? '[…]' : expected === 'object' ? '{ … }' : `<${expected}>`;
  return `add "${key}": ${sample}.`;
}

/** Top-level mint.json (v1) keys and where docs.json (v2) puts them. */
const LEGACY_TOP_LEVEL: Record<string, string> = {
  topbarLinks: 'navbar.links',
  topbarCtaButton: 'navbar.primary',
  tabs: 'navigation.tabs',
  anchors: 'navigation.anchors',
  versions: 'navigation.versions',
  primaryTab: 'navigation.tabs',
  topAnchor: 'navigation.anchors',
  modeToggle: 'appearance',
  footerSocials: 'footer.socials',
  openapi: 'api.openapi',
  font: 'fonts',
  eyebrow: 'styling.eyebrows',
  codeBlock: 'styling.codeblocks',
  backgroundImage: 'background.image',
  analytics: 'integrations',
  layout: 'theme',
  sidebar: 'theme',
  topbar: 'theme',
  rounded: 'theme',
};

/** The hint for an unknown key: a likely typo, a key that moved since mint.json, or the keys allowed there. */
export function unknownKeyHint(key: string, parentPath: JsonPath, known: readonly string[]): string | undefined {
  const suggestion = closest(key, known);
  if (suggestion !== undefined && suggestion !== key) return `did you mean "${suggestion}"?`;
  if (parentPath.length === 0) {
    const moved = ownValue(LEGACY_TOP_LEVEL, key);
    if (moved) return `"${key}" is a mint.json key; in docs.json use \`${moved}\`.`;
    if (key === 'feedback') return 'feedback buttons are not configured in docs.json.';
    if (key === 'stylesheets' || key === 'styles' || key === 'css') {
      return '.css files anywhere in the project are added to every page; no key is needed.';
    }
    if (key === 'scripts' || key === 'js')
      return '.js files anywhere in the project are added to every page; no key is needed.';
    if (key === 'mintlify' || key === 'isWhiteLabeled')
      return `"${key}" is a mint.json key with no docs.json equivalent; remove it.`;
  }
  if (known.length > 0 && known.length <= 12) return `known keys here: ${known.join(', ')}.`;
  return undefined;
}

/** mint.json theme names and their docs.json successors. */
const LEGACY_THEMES: Record<string, string> = { venus: 'palm', quill: 'willow', prism: 'mint' };

/** A hint for a known-but-outdated value (e.g. a mint.json theme name), before falling back to did-you-mean. */
export function valueHint(path: JsonPath, value: unknown): string | undefined {
  const successor = typeof value === 'string' ? ownValue(LEGACY_THEMES, value) : undefined;
  if (formatJsonPath(path) === 'theme' && successor) {
    return `"${value}" is the mint.json name of the "${successor}" theme; use "${successor}".`;
  }
  return undefined;
}

/** `record[key]` for the record's own keys only: a key written in docs.json may be "constructor" or "toString". */
function ownValue(record: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
