/**
 * Strings kept by key up to a number of characters (keys and values counted), the oldest dropped first: markup
 * that many pages repeat, made once per site state and thread without letting a large site's distinct markup
 * pile up.
 */
export interface TextMemo {
  get(key: string): string | undefined;
  /** Keeps `value` unless the entry alone is over the budget. */
  set(key: string, value: string): void;
}

/** Creates an empty memo holding at most `maxChars` characters. */
export function createTextMemo(maxChars: number): TextMemo {
  const entries = new Map<string, string>();
  let chars = 0;
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      const size = key.length + value.length;
      if (size > maxChars) return;
      const old = entries.get(key);
      if (old !== undefined) {
        entries.delete(key);
        chars -= key.length + old.length;
      }
      entries.set(key, value);
      chars += size;
      for (const [oldKey, oldValue] of entries) {
        if (chars <= maxChars) break;
        entries.delete(oldKey);
        chars -= oldKey.length + oldValue.length;
      }
    },
  };
}
