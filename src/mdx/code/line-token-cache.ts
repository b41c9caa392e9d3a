/**
 * Tokens of code lines kept by grammar state: a line that starts in the same state as a line seen before tokenizes
 * the same way, so its tokens are reused. Generated request samples repeat their lines across operations (the
 * `--header` lines of curl, the `headers={` of Python): on the Stripe site 21,895 sample lines hold 4,600
 * distinct ones, and Shiki's tokenizer was 12–16% of a render thread.
 */
import type { GrammarState, Highlighter, ThemedToken } from 'shiki';

/** Tokenizes code like `highlighter.codeToTokensBase(code, {lang, theme})`, with the same tokens. */
export interface LineTokenCache {
  tokenize(code: string, lang: string): ThemedToken[][];
  /**
   * Forgets every line and state: after Shiki reloaded a grammar (it recreates one that embeds a language lazily
   * when that language loads), the kept states belong to the grammar that is gone.
   */
  clear(): void;
}

/** The frame of a TextMate state stack that decides how the next line tokenizes (vscode-textmate's StateStack). */
interface StackFrame {
  parent: StackFrame | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeList | null;
  contentNameScopesList: ScopeList | null;
}

interface ScopeList {
  parent: ScopeList | null;
  scopeName: string;
}

interface Entry {
  tokens: ThemedToken[];
  /** The state after the line: the one the next line starts in. */
  after: State;
  /** What the entry counts against the budget: its key's characters and its tokens'. */
  cost: number;
}

/**
 * Budget characters counted per token: a token is an object of five fields and its text (~150-200 bytes). With the
 * key's characters alone the budget let a site of thousands of pages whose lines never repeat keep ~100 MB of
 * tokens per thread (Quire's peak at 5,000 bench pages rose from 0.84 to 1.15 GB).
 */
const TOKEN_COST = 80;

interface State {
  /** A short name of the state, for the entries' keys (the state's own text can be long). */
  id: string;
  grammar?: GrammarState;
}

/** Distinct states kept before the cache starts over (a grammar whose end patterns vary without end). */
const MAX_STATES = 10_000;

/** Shiki's splitLines: lines end at `\n` or `\r\n`. */
const NEWLINE = /\r?\n/;

/**
 * Creates a cache over one highlighter and theme, holding at most `maxChars` characters of lines and their tokens
 * (`TOKEN_COST` each; oldest dropped first). `tokenizeTimeLimit` is passed on to Shiki for the lines it tokenizes.
 */
export function createLineTokenCache(
  highlighter: Highlighter,
  options: { theme: string; tokenizeTimeLimit?: number; maxChars: number },
): LineTokenCache {
  const entries = new Map<string, Entry>();
  const states = new Map<string, State>();
  let chars = 0;
  // Never reused, even after the cache starts over: a state in use names no other state's entries.
  let lastId = 0;
  const initial: State = { id: '' };

  const stateOf = (grammar: GrammarState): State => {
    const key = stateKey(grammar, options.theme);
    let state = states.get(key);
    if (!state) {
      if (states.size >= MAX_STATES) {
        states.clear();
        entries.clear();
        chars = 0;
      }
      lastId += 1;
      state = { id: String(lastId), grammar };
      states.set(key, state);
    }
    return state;
  };

  const tokenizeLine = (line: string, lang: string, before: State): Entry => {
    const lines = highlighter.codeToTokensBase(line, {
      lang: lang as never,
      theme: options.theme as never,
      ...(before.grammar ? { grammarState: before.grammar } : {}),
      ...(options.tokenizeTimeLimit ? { tokenizeTimeLimit: options.tokenizeTimeLimit } : {}),
    });
    const grammar = highlighter.getLastGrammarState(lines);
    const tokens = lines[0] ?? [];
    return { tokens, after: grammar ? stateOf(grammar) : before, cost: 0 };
  };

  return {
    clear() {
      entries.clear();
      states.clear();
      chars = 0;
    },
    tokenize(code, lang) {
      const out: ThemedToken[][] = [];
      let state = initial;
      let offset = 0;
      for (const line of code.split(NEWLINE)) {
        const lineOffset = offset;
        // The separator's length: `\r\n` or `\n` (the last line has none).
        offset += line.length + (code[offset + line.length] === '\r' ? 2 : 1);
        if (line === '') {
          // Shiki leaves the state as it is on an empty line.
          out.push([]);
          continue;
        }
        const key = `${lang}\u0000${state.id}\u0000${line}`;
        let entry = entries.get(key);
        if (!entry) {
          entry = tokenizeLine(line, lang, state);
          entry.cost = key.length + TOKEN_COST * entry.tokens.length;
          entries.set(key, entry);
          chars += entry.cost;
          for (const [oldKey, oldEntry] of entries) {
            if (chars <= options.maxChars || oldKey === key) break;
            entries.delete(oldKey);
            chars -= oldEntry.cost;
          }
        }
        out.push(entry.tokens.map((token) => ({ ...token, offset: token.offset + lineOffset })));
        state = entry.after;
      }
      return out;
    },
  };
}

/**
 * A text that two states share only when a line tokenizes the same from both: each frame's rule, end pattern
 * (back-references make it differ per block), whether its begin captured the line end (it anchors `\G` at the
 * next line's start) and its scope names. Stricter than vscode-textmate's own `equals`, which leaves the last
 * two out.
 */
function stateKey(grammar: GrammarState, theme: string): string {
  let frame = grammar.getInternalStack(theme) as unknown as StackFrame | null | undefined;
  let key = '';
  while (frame) {
    key += `${frame.ruleId}\u0001${frame.endRule ?? ''}\u0001${frame.beginRuleCapturedEOL ? 1 : 0}\u0001${scopes(frame.nameScopesList)}\u0001${scopes(frame.contentNameScopesList)}\u0002`;
    frame = frame.parent;
  }
  return key;
}

function scopes(list: ScopeList | null): string {
  let out = '';
  for (let item = list; item; item = item.parent) out += `${item.scopeName} `;
  return out;
}
