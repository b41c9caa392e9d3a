/**
 * The web platform's small globals, for page code in the sandbox (page-sandbox.ts): components written for the
 * browser call `btoa`, build a `URL`, encode with `TextEncoder` or schedule with `setTimeout` while they render,
 * and on the hosted platform (server rendering on Node) they can. Each is written here in the sandbox's own
 * realm, before its lockdown freezes it: putting the host's objects on the sandbox's global would let the
 * lockdown freeze the host's own prototypes, and would hand page code more of the host.
 *
 * - `btoa`, `atob`, `TextEncoder`, `TextDecoder` (UTF-8), `URLSearchParams`, `structuredClone` (plain data),
 *   `performance.now()` and `crypto.getRandomValues`/`randomUUID` (not cryptographic: nothing of a build is a
 *   secret) are plain JavaScript.
 * - `URL` parses with the host's WHATWG parser through one function the script keeps to itself (it is removed from
 *   the global before page code runs): strings go in, a JSON string comes out.
 * - Timers are inert (`setTimeout` gives an id and never calls back): nothing a page schedules outlives its render.
 *   `queueMicrotask` queues on the sandbox's promise queue, which runs within the render's time limit.
 * - `fetch`, `window`, `document` and Node's globals stay absent: a build never reads the network, and components
 *   test `typeof window` to know they render on a server.
 */

/** The name the host's URL function has on the sandbox's global until the script takes it. */
export const URL_HOST = '__quireUrlHost';

/** The URL parts the sandbox's `URL` may set (anything else is refused). */
const SETTABLE = new Set([
  'href',
  'protocol',
  'username',
  'password',
  'host',
  'hostname',
  'port',
  'pathname',
  'search',
  'hash',
]);

/**
 * The host side of the sandbox's `URL`. Its one argument is a JSON array of strings: `["parse", url, base?]` or
 * `["set", url, part, value]`. It answers with the URL's parts as a JSON string, or '' when the URL is not valid
 * (or the request is not one of those). Only strings cross.
 */
export function sandboxUrlHost(request: unknown): string {
  try {
    const [op, href, third, value] = JSON.parse(String(request)) as unknown[];
    let url: URL;
    if (op === 'parse')
      url = third === undefined || third === null ? new URL(String(href)) : new URL(String(href), String(third));
    else if (op === 'set' && typeof third === 'string' && SETTABLE.has(third)) {
      url = new URL(String(href));
      (url as unknown as Record<string, string>)[third] = String(value);
    } else return '';
    const { origin, protocol, username, password, host, hostname, port, pathname, search, hash } = url;
    return JSON.stringify({
      href: url.href,
      origin,
      protocol,
      username,
      password,
      host,
      hostname,
      port,
      pathname,
      search,
      hash,
    });
  } catch {
    return '';
  }
}

/** Run in a new sandbox context before its lockdown. */
export const WEB_GLOBALS_SCRIPT = `"use strict";
(() => {
  const urlHost = globalThis.${URL_HOST};
  delete globalThis.${URL_HOST};
  const define = (name, value) =>
    Object.defineProperty(globalThis, name, { value, writable: true, enumerable: false, configurable: true });
  // defineProperty, not assignment: once the lockdown froze Error.prototype, assigning its \`name\` throws.
  const domError = (name, message) =>
    Object.defineProperty(new Error(message), 'name', { value: name, writable: true, configurable: true });

  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  define('btoa', function btoa(data) {
    const s = String(data);
    for (let i = 0; i < s.length; i++)
      if (s.charCodeAt(i) > 255)
        throw domError('InvalidCharacterError', 'Invalid character: btoa encodes only characters of the Latin-1 range.');
    let out = '';
    for (let i = 0; i < s.length; i += 3) {
      const a = s.charCodeAt(i);
      const b = i + 1 < s.length ? s.charCodeAt(i + 1) : -1;
      const c = i + 2 < s.length ? s.charCodeAt(i + 2) : -1;
      const n = (a << 16) | (Math.max(b, 0) << 8) | Math.max(c, 0);
      out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (b < 0 ? '=' : B64[(n >> 6) & 63]) + (c < 0 ? '=' : B64[n & 63]);
    }
    return out;
  });
  define('atob', function atob(data) {
    let s = String(data).replace(/[\\t\\n\\f\\r ]/g, '');
    if (s.length % 4 === 0) s = s.replace(/==?$/, '');
    if (s.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(s))
      throw domError('InvalidCharacterError', 'The string to be decoded is not correctly encoded.');
    let out = '';
    let bits = 0;
    let value = 0;
    for (let i = 0; i < s.length; i++) {
      value = (value << 6) | B64.indexOf(s[i]);
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out += String.fromCharCode((value >> bits) & 255);
        value &= (1 << bits) - 1;
      }
    }
    return out;
  });

  class TextEncoder {
    get encoding() { return 'utf-8'; }
    encode(input = '') {
      const s = String(input);
      const bytes = [];
      for (const char of s) {
        let cp = char.codePointAt(0);
        if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
        if (cp < 0x80) bytes.push(cp);
        else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
        else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
        else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
      }
      return new Uint8Array(bytes);
    }
  }
  class TextDecoder {
    constructor(label = 'utf-8') {
      if (!/^(utf-?8|unicode-1-1-utf-8)$/i.test(String(label).trim()))
        throw new RangeError('The "' + String(label) + '" encoding is not supported here (only UTF-8 is).');
    }
    get encoding() { return 'utf-8'; }
    decode(input) {
      if (input === undefined) return '';
      let bytes;
      if (input instanceof ArrayBuffer) bytes = new Uint8Array(input);
      else if (ArrayBuffer.isView(input)) bytes = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
      else throw new TypeError('TextDecoder.decode takes an ArrayBuffer or a typed array.');
      let out = '';
      for (let i = 0; i < bytes.length; ) {
        const b = bytes[i];
        const need = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
        if (need < 0) { out += '\\ufffd'; i++; continue; }
        let cp = need === 0 ? b : b & (0x3f >> need);
        let j = 1;
        for (; j <= need; j++) {
          const next = bytes[i + j];
          if (next === undefined || (next & 0xc0) !== 0x80) break;
          cp = (cp << 6) | (next & 63);
        }
        const min = [0, 0x80, 0x800, 0x10000][need];
        if (j <= need || cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) { out += '\\ufffd'; i += Math.max(1, j); continue; }
        out += String.fromCodePoint(cp);
        i += need + 1;
      }
      return out;
    }
  }
  define('TextEncoder', TextEncoder);
  define('TextDecoder', TextDecoder);

  const decodeForm = (text) =>
    text.replace(/\\+/g, ' ').replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
      try { return decodeURIComponent(run); } catch { return run; }
    });
  const encodeForm = (text) =>
    encodeURIComponent(text).replace(/[!'()~]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase()).replace(/%20/g, '+');
  /** URLSearchParams → the URL whose query it is, told of each change. */
  const owners = new WeakMap();
  class URLSearchParams {
    #list = [];
    constructor(init = '') {
      if (typeof init === 'object' && init !== null) {
        if (typeof init[Symbol.iterator] === 'function') {
          for (const pair of init) {
            const [name, value, ...rest] = [...pair];
            if (rest.length || value === undefined) throw new TypeError('Each pair of URLSearchParams needs a name and a value.');
            this.#list.push([String(name), String(value)]);
          }
        } else for (const name of Object.keys(init)) this.#list.push([name, String(init[name])]);
      } else this.#parse(String(init));
    }
    #parse(text) {
      this.#list = [];
      for (const part of text.replace(/^\\?/, '').split('&')) {
        if (!part) continue;
        const at = part.indexOf('=');
        this.#list.push(at < 0 ? [decodeForm(part), ''] : [decodeForm(part.slice(0, at)), decodeForm(part.slice(at + 1))]);
      }
    }
    #changed() { owners.get(this)?.(this.toString()); }
    get size() { return this.#list.length; }
    append(name, value) { this.#list.push([String(name), String(value)]); this.#changed(); }
    delete(name, value) {
      const n = String(name);
      this.#list = this.#list.filter(([k, v]) => k !== n || (value !== undefined && v !== String(value)));
      this.#changed();
    }
    get(name) { const found = this.#list.find(([k]) => k === String(name)); return found ? found[1] : null; }
    getAll(name) { return this.#list.filter(([k]) => k === String(name)).map(([, v]) => v); }
    has(name, value) { return this.#list.some(([k, v]) => k === String(name) && (value === undefined || v === String(value))); }
    set(name, value) {
      const n = String(name);
      const at = this.#list.findIndex(([k]) => k === n);
      if (at < 0) this.#list.push([n, String(value)]);
      else this.#list = [...this.#list.slice(0, at), [n, String(value)], ...this.#list.slice(at + 1).filter(([k]) => k !== n)];
      this.#changed();
    }
    sort() { this.#list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)); this.#changed(); }
    forEach(callback, thisArg) { for (const [k, v] of this.#list) callback.call(thisArg, v, k, this); }
    keys() { return this.#list.map(([k]) => k)[Symbol.iterator](); }
    values() { return this.#list.map(([, v]) => v)[Symbol.iterator](); }
    entries() { return this.#list.map(([k, v]) => [k, v])[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
    toString() { return this.#list.map(([k, v]) => encodeForm(k) + '=' + encodeForm(v)).join('&'); }
    static _reset(params, text) { params.#parse(text); }
  }
  const resetParams = URLSearchParams._reset;
  delete URLSearchParams._reset;
  define('URLSearchParams', URLSearchParams);

  const ask = (...request) => urlHost(JSON.stringify(request));
  const parsed = (json) => {
    if (!json) throw new TypeError('Invalid URL');
    return JSON.parse(json);
  };
  class URL {
    #parts;
    #params;
    constructor(url, base) {
      this.#parts = parsed(ask('parse', String(url), base === undefined ? null : String(base)));
    }
    static canParse(url, base) {
      return ask('parse', String(url), base === undefined ? null : String(base)) !== '';
    }
    static parse(url, base) {
      try { return new URL(url, base); } catch { return null; }
    }
    #set(part, value) {
      this.#parts = parsed(ask('set', this.#parts.href, part, String(value)));
      if (this.#params) resetParams(this.#params, this.#parts.search);
    }
    get href() { return this.#parts.href; }
    set href(value) { this.#set('href', value); }
    get origin() { return this.#parts.origin; }
    get protocol() { return this.#parts.protocol; }
    set protocol(value) { this.#set('protocol', value); }
    get username() { return this.#parts.username; }
    set username(value) { this.#set('username', value); }
    get password() { return this.#parts.password; }
    set password(value) { this.#set('password', value); }
    get host() { return this.#parts.host; }
    set host(value) { this.#set('host', value); }
    get hostname() { return this.#parts.hostname; }
    set hostname(value) { this.#set('hostname', value); }
    get port() { return this.#parts.port; }
    set port(value) { this.#set('port', value); }
    get pathname() { return this.#parts.pathname; }
    set pathname(value) { this.#set('pathname', value); }
    get search() { return this.#parts.search; }
    set search(value) { this.#set('search', value); }
    get hash() { return this.#parts.hash; }
    set hash(value) { this.#set('hash', value); }
    get searchParams() {
      if (!this.#params) {
        this.#params = new URLSearchParams(this.#parts.search);
        owners.set(this.#params, (query) => {
          this.#parts = parsed(ask('set', this.#parts.href, 'search', query));
        });
      }
      return this.#params;
    }
    toString() { return this.#parts.href; }
    toJSON() { return this.#parts.href; }
  }
  define('URL', URL);

  define('structuredClone', function structuredClone(value) {
    const copies = new Map();
    const clone = (v) => {
      if (typeof v === 'function' || typeof v === 'symbol')
        throw domError('DataCloneError', String(typeof v) + ' values cannot be cloned.');
      if (typeof v !== 'object' || v === null) return v;
      if (copies.has(v)) return copies.get(v);
      let out;
      if (Array.isArray(v)) { out = []; copies.set(v, out); for (let i = 0; i < v.length; i++) out[i] = clone(v[i]); return out; }
      if (v instanceof Date) out = new Date(v.getTime());
      else if (v instanceof RegExp) out = new RegExp(v.source, v.flags);
      else if (v instanceof Map) { out = new Map(); copies.set(v, out); for (const [k, x] of v) out.set(clone(k), clone(x)); return out; }
      else if (v instanceof Set) { out = new Set(); copies.set(v, out); for (const x of v) out.add(clone(x)); return out; }
      else if (ArrayBuffer.isView(v)) out = new v.constructor(v);
      else if (v instanceof ArrayBuffer) out = v.slice(0);
      else {
        out = {};
        copies.set(v, out);
        // Defined, not assigned: a key such as \`constructor\` is read-only on the frozen Object.prototype.
        for (const k of Object.keys(v))
          Object.defineProperty(out, k, { value: clone(v[k]), writable: true, enumerable: true, configurable: true });
        return out;
      }
      copies.set(v, out);
      return out;
    };
    return clone(value);
  });

  let timer = 0;
  const inert = function () { return ++timer; };
  const none = function () {};
  for (const name of ['setTimeout', 'setInterval', 'requestAnimationFrame', 'requestIdleCallback']) define(name, inert);
  for (const name of ['clearTimeout', 'clearInterval', 'cancelAnimationFrame', 'cancelIdleCallback']) define(name, none);
  define('queueMicrotask', function queueMicrotask(callback) {
    if (typeof callback !== 'function') throw new TypeError('queueMicrotask takes a function.');
    Promise.resolve().then(() => callback());
  });

  const start = Date.now();
  define('performance', { timeOrigin: start, now: () => Date.now() - start });
  const randomBytes = (array) => {
    if (!ArrayBuffer.isView(array) || array instanceof Float32Array || array instanceof Float64Array)
      throw new TypeError('getRandomValues takes an integer typed array.');
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
    return array;
  };
  define('crypto', {
    getRandomValues: randomBytes,
    randomUUID: () => {
      const b = randomBytes(new Uint8Array(16));
      b[6] = (b[6] & 0x0f) | 0x40;
      b[8] = (b[8] & 0x3f) | 0x80;
      const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
      return hex.slice(0, 8) + '-' + hex.slice(8, 12) + '-' + hex.slice(12, 16) + '-' + hex.slice(16, 20) + '-' + hex.slice(20);
    },
  });
})();`;
