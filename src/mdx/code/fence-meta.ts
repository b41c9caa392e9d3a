/** What a code fence's info string says (reference §3.3): ```` ```lang [title] [key=value | flag]… ````. */
export interface FenceMeta {
  /** Language as written (`js`, `bash`...), `''` when none. */
  language: string;
  title?: string;
  icon?: string;
  lines: boolean;
  wrap: boolean;
  expandable: boolean;
  /** `nocopy` or the `nocopy` "language". */
  nocopy: boolean;
  twoslash: boolean;
  /** 1-based highlighted line numbers. */
  highlight: number[];
  /** 1-based focused line numbers. */
  focus: number[];
  theme?: string;
  /** Other `key=value` pairs, as written (`placement="top-left"` on a mermaid fence). */
  extra: Record<string, string>;
}

const FLAGS = new Set(['lines', 'wrap', 'expandable', 'nocopy', 'twoslash', 'showLineNumbers']);

/** One meta token: `key=value` (value quoted, braced or bare), `{1,3}`, `[flag]` or a free word. */
const TOKEN = /\s*(?:([A-Za-z_][\w-]*)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))|\{([^}]*)\}|\[([^\]]*)\]|(\S+))/y;

/**
 * Parses a fence's language and meta. Free words (not flags, not `key=value`) make the title, so
 * ```` ```js My file.js lines ```` has the title `My file.js`. Unknown keys are ignored.
 */
export function parseFenceMeta(lang: string | null | undefined, meta: string | null | undefined): FenceMeta {
  const out: FenceMeta = {
    language: '',
    lines: false,
    wrap: false,
    expandable: false,
    nocopy: false,
    twoslash: false,
    highlight: [],
    focus: [],
    extra: {},
  };
  let info = `${lang ?? ''} ${meta ?? ''}`.trim();
  // The language is the first word, unless the block starts straight away with meta (`{1,2}`, `[expandable]`).
  const first = /^[^\s{[=]+(?=\s|$)/.exec(info);
  if (first) {
    out.language = first[0];
    info = info.slice(first[0].length);
  }
  if (out.language === 'nocopy') {
    out.language = '';
    out.nocopy = true;
  }
  const words: string[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (TOKEN.lastIndex < info.length && (m = TOKEN.exec(info))) {
    const [, key, dq, sq, braced, bare, bareBraces, bracket, word] = m;
    if (key !== undefined) {
      const value = dq ?? sq ?? braced ?? bare ?? '';
      applyKey(out, { key, value, braced: braced !== undefined });
    } else if (bareBraces !== undefined) {
      out.highlight.push(...parseLineRanges(bareBraces));
    } else if (bracket !== undefined) {
      if (FLAGS.has(bracket)) applyFlag(out, bracket);
      else words.push(`[${bracket}]`);
    } else if (word !== undefined) {
      if (FLAGS.has(word)) applyFlag(out, word);
      else words.push(word);
    }
  }
  if (out.title === undefined && words.length > 0) out.title = words.join(' ');
  return out;
}

function applyFlag(out: FenceMeta, flag: string): void {
  if (flag === 'lines' || flag === 'showLineNumbers') out.lines = true;
  else if (flag === 'wrap') out.wrap = true;
  else if (flag === 'expandable') out.expandable = true;
  else if (flag === 'nocopy') out.nocopy = true;
  else if (flag === 'twoslash') out.twoslash = true;
}

/** One `key=value` of a fence's meta. */
interface MetaPair {
  key: string;
  /** Without its quotes or braces. */
  value: string;
  /** Written in braces (`theme={null}`): an expression, not a string. */
  braced: boolean;
}

function applyKey(out: FenceMeta, pair: MetaPair): void {
  const { key, value, braced } = pair;
  const truthy = value !== 'false' && value !== '{false}';
  switch (key) {
    case 'title':
    case 'filename':
      out.title = value;
      break;
    case 'icon':
      out.icon = value;
      break;
    case 'lang':
    case 'language':
      out.language = value;
      break;
    case 'highlight':
      out.highlight.push(...parseLineRanges(value));
      break;
    case 'focus':
      out.focus.push(...parseLineRanges(value));
      break;
    case 'theme':
      if (!braced || value !== 'null') out.theme = value;
      break;
    case 'lines':
    case 'showLineNumbers':
    case 'wrap':
    case 'expandable':
    case 'nocopy':
    case 'twoslash':
      if (truthy) applyFlag(out, key);
      break;
    default:
      out.extra[key] = value;
      break;
  }
}

/** Line numbers past this are skipped. */
const MAX_LINE_NUMBER = 1_000_000;

/** `1-3,5` (optionally in `[]` or `{}`) → `[1, 2, 3, 5]`; anything that is not a number or range is skipped. */
export function parseLineRanges(text: string): number[] {
  const out: number[] = [];
  for (const part of text.replace(/[[\]{}\s]/g, '').split(',')) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = range[2] ? Number(range[2]) : from;
    // No code block has that many lines; past 2^53 `n++` would not even change `n` (a loop without end).
    if (from > MAX_LINE_NUMBER) continue;
    // A typo like `1-10000` must not allocate a huge array.
    for (let n = from; n <= Math.min(to, from + 10_000); n++) out.push(n);
  }
  return out;
}
