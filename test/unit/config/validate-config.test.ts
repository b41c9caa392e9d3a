/**
 * How validateConfig turns each kind of zod issue into a located diagnostic: which message, rule, hint, path, line
 * and column a docs.json mistake gets. The docs.json of each case is the minimal config with one key added
 * (two-space JSON): an added key is on line 12, a replaced `navigation` on line 7.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, validateText, validateWith } from './support/validate-text.js';

describe('validateConfig: unions', () => {
  it('reports a missing discriminator as a missing key, with every accepted value in the hint', async () => {
    expect(await errorsOf({ navbar: { primary: { label: 'Sign up', href: '/signup' } } })).toEqual([
      {
        severity: 'error',
        rule: 'config-missing-key',
        message: 'missing required key "type"',
        hint: 'add "type": "button" (or "github", "discord").',
        path: 'navbar.primary',
        file: 'docs.json',
        line: 13,
        column: 16,
      },
    ]);
  });

  it('names the accepted value closest to a wrong discriminator', async () => {
    expect(await errorsOf({ navbar: { primary: { type: 'buton', label: 'x', href: '/x' } } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: 'expected one of "button", "github", "discord", received "buton"',
        hint: 'did you mean "button"?',
        path: 'navbar.primary.type',
        file: 'docs.json',
        line: 14,
        column: 15,
      },
    ]);
  });

  it('lists every accepted type when the value has none of them', async () => {
    expect(await errorsOf({ logo: 5 })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-type',
        message: 'expected a string or an object, received the number 5',
        hint: 'write "logo" in one of the forms the message lists.',
        path: 'logo',
        file: 'docs.json',
        line: 12,
        column: 11,
      },
    ]);
    expect((await errorsOf({ api: { openapi: true } })).map((d) => d.message)).toEqual([
      'expected a string, an object or an array, received true',
    ]);
  });

  it('reports a missing key that takes several forms as missing, not as "received nothing"', async () => {
    // A custom contextual option needs `href`, a string or an object.
    expect(await errorsOf({ contextual: { options: [{ title: 'Ask', description: 'Open the chat' }] } })).toEqual([
      {
        severity: 'error',
        rule: 'config-missing-key',
        message: 'missing required key "href"',
        hint: 'add "href": "…".',
        path: 'contextual.options[0]',
        file: 'docs.json',
        line: 14,
        column: 7,
      },
    ]);
  });

  it('reports an object among names against the object form, however many keys it lacks', async () => {
    // A custom contextual option with its title only: not "expected one of "copy", …, received an object".
    expect(
      (await errorsOf({ contextual: { options: ['copy', { title: 'Only a title' }] } })).map((d) => [
        d.rule,
        d.message,
        d.path,
      ]),
    ).toEqual([
      ['config-missing-key', 'missing required key "description"', 'contextual.options[1]'],
      ['config-missing-key', 'missing required key "href"', 'contextual.options[1]'],
    ]);
  });

  it('gives the accepted values and the other forms when a value matches no choice', async () => {
    expect(await errorsOf({ contextual: { options: ['cpy'] } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message:
          'expected one of "copy", "assistant", "view", "download-pdf", "download-spec", "chatgpt", "claude", "perplexity", … (18 values) or an object, received "cpy"',
        hint: 'did you mean "copy"?',
        path: 'contextual.options[0]',
        file: 'docs.json',
        line: 14,
        column: 7,
      },
    ]);
    expect((await errorsOf({ styling: { codeblocks: 5 } })).map((d) => [d.rule, d.message])).toEqual([
      [
        'config-invalid-value',
        'expected one of "system", "dark", "andromeeda", "aurora-x", "ayu-dark", "ayu-light", "ayu-mirage", "catppuccin-frappe", … (68 values) or an object, received the number 5',
      ],
    ]);
  });

  it('reports a problem nested in a group entry at the bad page', async () => {
    // A page entry is a page path, a group or a source reference: this one is a group with a bad page.
    expect(await errorsOf({ navigation: { groups: [{ group: 'Start', pages: ['index', 5] }] } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-type',
        message: 'expected a string or an object, received the number 5',
        hint: 'write "pages" in one of the forms the message lists.',
        path: 'navigation.groups[0].pages[1]',
        file: 'docs.json',
        line: 13,
        column: 11,
      },
    ]);
  });

  it("drops a group's invalid openapi or asyncapi with a located warning, as the platform drops it; a tab's fails", async () => {
    const groups = [{ group: 'API', openapi: 42, asyncapi: { directory: 'ws' }, pages: ['index'] }];
    const result = await validateWith({ navigation: { groups } });
    expect(result.config).toMatchObject({ navigation: { groups: [{ group: 'API', pages: ['index'] }] } });
    const group = (result.config as { navigation: { groups: Record<string, unknown>[] } }).navigation.groups[0]!;
    expect([group.openapi, group.asyncapi]).toEqual([undefined, undefined]);
    expect(result.diagnostics.map((d) => [d.severity, d.rule, d.path, d.message, d.line])).toEqual([
      [
        'warning',
        'config-invalid-type',
        'navigation.groups[0].openapi',
        'expected a string, an array or an object, received the number 42; the group\'s "openapi" is ignored',
        11,
      ],
      [
        'warning',
        'config-missing-key',
        'navigation.groups[0].asyncapi',
        'missing required key "source"; the group\'s "asyncapi" is ignored',
        12,
      ],
    ]);
    expect((await errorsOf({ navigation: { tabs: [{ tab: 'API', openapi: 42 }] } })).map((d) => d.severity)).toEqual([
      'error',
    ]);
  });

  it('on a tie in problems, reports the branch that got deeper into the value', async () => {
    // A contextual option is a preset name or a custom option; this custom one has a bad `href` (one problem), and
    // the preset form has one problem too (an object is no preset name), but at the option itself.
    const options = [{ title: 'Ask', description: 'Open the chat', href: 5 }];
    expect(await errorsOf({ contextual: { options } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-type',
        message: 'expected a string or an object, received the number 5',
        hint: 'write "href" in one of the forms the message lists.',
        path: 'contextual.options[0].href',
        file: 'docs.json',
        line: 17,
        column: 17,
      },
    ]);
  });

  it('on a full tie, reports the first form the schema lists', async () => {
    // An empty page entry misses `group` (a group) as much as `source` (a source reference): groups come first.
    expect(await errorsOf({ navigation: { pages: [{}] } })).toEqual([
      {
        severity: 'error',
        rule: 'config-missing-key',
        message: 'missing required key "group"',
        hint: 'add "group": "…".',
        path: 'navigation.pages[0]',
        file: 'docs.json',
        line: 9,
        column: 7,
      },
    ]);
  });

  it('reports the branch with the fewest problems even when it comes last', async () => {
    // A navbar link is a GitHub link, a Discord link or a plain link: only the plain one lacks nothing but `href`.
    expect(await errorsOf({ navbar: { links: [{ label: 'Blog', href: 5 }] } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-type',
        message: 'expected a string, received the number 5',
        hint: 'put the value in quotes: "href": "5".',
        path: 'navbar.links[0].href',
        file: 'docs.json',
        line: 16,
        column: 17,
      },
    ]);
  });

  it('reports the one problem of the branch with the fewest, not the problems of the others', async () => {
    // An OpenAPI spec is a path, a list, or { source, directory? }: an object without `source` is that last form.
    expect(await errorsOf({ api: { openapi: { directory: 'reference' } } })).toEqual([
      {
        severity: 'error',
        rule: 'config-missing-key',
        message: 'missing required key "source"',
        hint: 'add "source": "…".',
        path: 'api.openapi',
        file: 'docs.json',
        line: 13,
        column: 16,
      },
    ]);
  });
});

describe('validateConfig: values', () => {
  it('says which URL form a field wants when a format check fails', async () => {
    expect(await errorsOf({ api: { playground: { proxy: 'ftp://proxy.example.com' } } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: 'expected a string matching url, received "ftp://proxy.example.com"',
        hint: 'write a full web address: "proxy": "https://…".',
        path: 'api.playground.proxy',
        file: 'docs.json',
        line: 14,
        column: 16,
      },
    ]);
  });

  it('reports a bad record key at the key, with the rule it breaks', async () => {
    expect(await errorsOf({ variables: { 'product name': 'Acme' } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: 'invalid key "product name": expected a name of letters, digits, "_", "." or "-"',
        hint: 'rename or remove the key "product name".',
        path: 'variables["product name"]',
        file: 'docs.json',
        line: 13,
        column: 5,
      },
    ]);
  });

  it('gives the minimum length of a string that is too short', async () => {
    expect(await errorsOf({ logo: 'ab' })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: 'expected at least 3 characters, received "ab"',
        hint: 'write at least 3 characters.',
        path: 'logo',
        file: 'docs.json',
        line: 12,
        column: 11,
      },
    ]);
  });

  it('reports a key unknown to a strict object once, as an error at the key', async () => {
    const text =
      '{"theme": "mint", "name": "A", "colors": {"primary": "#000", "secondary": "#fff"}, "navigation": {"pages": []}}';
    const result = await validateText(text);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        rule: 'config-unknown-key',
        message: 'unknown key "secondary" (colors only accepts known keys)',
        hint: 'known keys here: primary, light, dark.',
        path: 'colors.secondary',
        file: 'docs.json',
        line: 1,
        column: text.indexOf('"secondary"') + 1,
      },
    ]);
  });

  it('returns the config when there are only warnings', async () => {
    const result = await validateWith({ colours: { primary: '#000' } });
    expect(result.config).toMatchObject({ name: 'Acme' });
    expect(result.diagnostics.map((d) => [d.severity, d.rule, d.path])).toEqual([
      ['warning', 'config-unknown-key', 'colours'],
    ]);
  });
});
