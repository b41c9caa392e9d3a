import { parse } from 'acorn';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  type CodeSample,
  generateCodeSamples,
  normalizeSampleLanguage,
  type SampleRequest,
} from '../../../../src/openapi/request/code-samples.js';

const ALL = [
  'bash',
  'python',
  'javascript',
  'node',
  'php',
  'go',
  'java',
  'ruby',
  'powershell',
  'swift',
  'csharp',
  'dotnet',
  'typescript',
  'c',
  'c++',
  'kotlin',
  'rust',
  'dart',
];

const GET: SampleRequest = {
  method: 'GET',
  url: 'https://api.example.com/v1/users/42',
  query: [
    { name: 'limit', value: '10' },
    { name: 'q', value: "a b&c'" },
  ],
  headers: [{ name: 'Authorization', value: 'Bearer <token>' }],
  cookies: [],
};

const JSON_POST: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.com/v1/users',
  query: [],
  headers: [{ name: 'Content-Type', value: 'application/json' }],
  cookies: [],
  body: { mimeType: 'application/json', json: { name: "Ann O'Brien", tags: ['a'], active: true, manager: null } },
};

const FORM_POST: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.com/v1/charges',
  query: [],
  headers: [],
  cookies: [],
  body: {
    mimeType: 'application/x-www-form-urlencoded',
    form: [
      { name: 'amount', value: '100' },
      { name: 'metadata[key]', value: 'v' },
    ],
  },
};

const MULTIPART: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.com/v1/files',
  query: [],
  headers: [{ name: 'Content-Type', value: 'multipart/form-data' }],
  cookies: [{ name: 'session', value: 'abc' }],
  body: {
    mimeType: 'multipart/form-data',
    form: [
      { name: 'purpose', value: 'upload' },
      { name: 'file', value: 'example-file', file: true },
    ],
  },
};

/** The one sample of `language` for `request`; fails the test when it is missing or problems were reported. */
function sample(request: SampleRequest, language: string): string {
  const { samples, problems } = generateCodeSamples(request, { languages: [language] });
  expect(problems).toEqual([]);
  expect(samples).toHaveLength(1);
  return samples[0]!.source;
}

function byLabel(samples: CodeSample[]): Record<string, string> {
  return Object.fromEntries(samples.map((s) => [s.label, s.source]));
}

describe('normalizeSampleLanguage', () => {
  it('maps the aliases of §5.6 to canonical keys, case-insensitively', () => {
    const cases: [string, string][] = [
      ['curl', 'bash'],
      ['sh', 'bash'],
      ['Shell', 'bash'],
      ['BASH', 'bash'],
      ['py', 'python'],
      ['js', 'javascript'],
      ['JavaScript', 'javascript'],
      ['nodejs', 'node'],
      ['Node.js', 'node'],
      ['golang', 'go'],
      ['rb', 'ruby'],
      ['c#', 'csharp'],
      ['C#', 'csharp'],
      ['.net', 'dotnet'],
      ['.NET', 'dotnet'],
      ['dot-net', 'dotnet'],
      ['ts', 'typescript'],
      ['cpp', 'c++'],
      ['C++', 'c++'],
      ['kt', 'kotlin'],
      ['rs', 'rust'],
      ['flutter', 'dart'],
      ['  Py ', 'python'],
    ];
    for (const [key, canonical] of cases) expect(normalizeSampleLanguage(key), key).toBe(canonical);
    for (const key of ALL) expect(normalizeSampleLanguage(key)).toBe(key);
  });

  it('returns undefined for unsupported keys', () => {
    for (const key of ['elixir', '', 'java script', 'toString', '__proto__', 'constructor']) {
      expect(normalizeSampleLanguage(key), key).toBeUndefined();
    }
    expect(normalizeSampleLanguage(42 as unknown as string)).toBeUndefined();
  });
});

describe('generateCodeSamples: languages', () => {
  it('defaults to cURL, Python and JavaScript', () => {
    const { samples, problems } = generateCodeSamples(GET);
    expect(problems).toEqual([]);
    expect(samples.map((s) => [s.language, s.label])).toEqual([
      ['bash', 'cURL'],
      ['python', 'Python'],
      ['javascript', 'JavaScript'],
    ]);
  });

  it('labels every supported language and gives its shiki id', () => {
    const { samples, problems } = generateCodeSamples(GET, { languages: ALL });
    expect(problems).toEqual([]);
    expect(samples.map((s) => `${s.label}:${s.language}`)).toEqual([
      'cURL:bash',
      'Python:python',
      'JavaScript:javascript',
      'Node.js:javascript',
      'PHP:php',
      'Go:go',
      'Java:java',
      'Ruby:ruby',
      'PowerShell:powershell',
      'Swift:swift',
      'C#:csharp',
      '.NET:csharp',
      'TypeScript:typescript',
      'C:c',
      'C++:cpp',
      'Kotlin:kotlin',
      'Rust:rust',
      'Dart:dart',
    ]);
  });

  it('keeps the order of `languages`, resolves aliases and drops duplicates', () => {
    const { samples, problems } = generateCodeSamples(GET, {
      languages: ['golang', 'curl', 'Shell', 'bash', 'py', 'go'],
    });
    expect(problems).toEqual([]);
    expect(samples.map((s) => s.label)).toEqual(['Go', 'cURL', 'Python']);
  });

  it('leaves unknown languages out without a problem per page (docs.json says it once) and generates the others', () => {
    const { samples, problems } = generateCodeSamples(GET, { languages: ['cobol', 'python', 7 as unknown as string] });
    expect(samples.map((s) => s.label)).toEqual(['Python']);
    expect(problems).toEqual([]);
  });

  it('generates nothing for an empty language list', () => {
    expect(generateCodeSamples(GET, { languages: [] })).toEqual({ samples: [], problems: [] });
  });
});

describe('generateCodeSamples: x-codeSamples', () => {
  const custom = [
    { lang: 'cURL', source: 'curl https://custom' },
    { lang: 'JavaScript', label: 'SDK', source: 'await client.users.get(42);' },
    { lang: 'Elixir', source: 'Req.get!("https://custom")' },
    { lang: 'node.js', source: 'node' },
  ];

  it('come first, in their order, with shiki ids and display labels', () => {
    const { samples, problems } = generateCodeSamples(GET, { custom, languages: ['python'] });
    expect(problems).toEqual([]);
    expect(samples.map((s) => [s.language, s.label, s.source.split('\n')[0]])).toEqual([
      ['bash', 'cURL', 'curl https://custom'],
      ['javascript', 'SDK', 'await client.users.get(42);'],
      ['elixir', 'Elixir', 'Req.get!("https://custom")'],
      ['javascript', 'Node.js', 'node'],
      ['python', 'Python', 'import requests'],
    ]);
  });

  it('are the only samples when autogenerate is false', () => {
    const { samples, problems } = generateCodeSamples(GET, { custom, autogenerate: false, languages: ['cobol'] });
    expect(problems).toEqual([]);
    expect(samples.map((s) => s.label)).toEqual(['cURL', 'SDK', 'Elixir', 'Node.js']);
    expect(generateCodeSamples(GET, { autogenerate: false })).toEqual({ samples: [], problems: [] });
  });

  it("read ReadMe's spelling of an entry (language, code, name)", () => {
    const { samples, problems } = generateCodeSamples(GET, {
      autogenerate: false,
      custom: [
        { name: 'Custom cURL snippet', language: 'curl', code: 'curl -X POST https://api.example.com' },
        { language: 'node', code: "import x from 'x';" },
      ],
    });
    expect(problems).toEqual([]);
    expect(samples).toEqual([
      { language: 'bash', label: 'Custom cURL snippet', source: 'curl -X POST https://api.example.com' },
      { language: 'javascript', label: 'Node.js', source: "import x from 'x';" },
    ]);
  });

  it('skip entries without a string lang or source and report each', () => {
    const { samples, problems } = generateCodeSamples(GET, {
      autogenerate: false,
      custom: [
        null,
        'curl x',
        { lang: 'go' },
        { source: 'x' },
        { lang: '  ', source: 'x' },
        { lang: ['go'], source: 'x' },
        { lang: 'ruby', source: 42 },
        { lang: 'ruby', label: 7, source: 'puts 1' },
      ],
    });
    expect(samples).toEqual([{ language: 'ruby', label: 'Ruby', source: 'puts 1' }]);
    expect(problems).toEqual([
      'x-codeSamples[0] is null, not a { lang, label?, source } object; the entry was skipped.',
      'x-codeSamples[1] is "curl x", not a { lang, label?, source } object; the entry was skipped.',
      'x-codeSamples[2] has no string `source`; the entry was skipped.',
      'x-codeSamples[3] has no string `lang`; the entry was skipped.',
      'x-codeSamples[4] has no string `lang`; the entry was skipped.',
      'x-codeSamples[5] has no string `lang`; the entry was skipped.',
      'x-codeSamples[6] has no string `source`; the entry was skipped.',
    ]);
  });

  it('report a value that is not an array', () => {
    const cases: [unknown, string][] = [
      [null, 'null'],
      [{ lang: 'go', source: 'x' }, 'an object'],
      ['curl x', '"curl x"'],
      [3, 'number 3'],
      [true, 'boolean true'],
    ];
    for (const [custom, described] of cases) {
      const { samples, problems } = generateCodeSamples(GET, { custom, languages: ['bash'] });
      expect(samples.map((s) => s.label)).toEqual(['cURL']);
      expect(problems).toEqual([
        `x-codeSamples must be an array of { lang, label?, source } objects, not ${described}.`,
      ]);
    }
  });

  it('never throw, whatever they hold', () => {
    const circular: Record<string, unknown> = { lang: 'go' };
    circular.source = circular;
    const junk: unknown[] = [
      undefined,
      null,
      Number.NaN,
      Symbol('x'),
      () => 'x',
      new Map(),
      circular,
      [circular, [[[]]], { lang: { toString: () => 'go' }, source: 'x' }, Object.create(null)],
      [{ lang: 'go', source: 'x', label: Symbol('y') }],
      [
        {
          get lang() {
            throw new Error('getter');
          },
        },
      ],
    ];
    for (const custom of junk) {
      expect(() => generateCodeSamples(GET, { custom, languages: ['bash'] })).not.toThrow();
    }
    const { samples, problems } = generateCodeSamples(GET, {
      custom: [
        { lang: 'go', source: 'x', label: Symbol('y') },
        new Proxy(
          {},
          {
            get() {
              throw new Error('trap');
            },
          },
        ),
      ],
      autogenerate: false,
    });
    expect(samples).toEqual([{ language: 'go', label: 'Go', source: 'x' }]);
    expect(problems).toEqual(['x-codeSamples[1] could not be read (trap); the entry was skipped.']);
  });
});

describe('generateCodeSamples: GET with a query and a header', () => {
  it('puts the URL-encoded query on the URL and quotes it for the shell', () => {
    expect(sample(GET, 'bash')).toBe(
      "curl 'https://api.example.com/v1/users/42?limit=10&q=a%20b%26c%27' \\\n" +
        "  --header 'Authorization: Bearer <token>'",
    );
  });

  it('quotes even a URL without a query', () => {
    expect(sample({ ...GET, query: [], headers: [] }, 'bash')).toBe("curl 'https://api.example.com/v1/users/42'");
  });

  it('prints a complete Python script', () => {
    expect(sample(GET, 'python')).toBe(
      [
        'import requests',
        '',
        'response = requests.get(',
        '    "https://api.example.com/v1/users/42?limit=10&q=a%20b%26c%27",',
        '    headers={',
        '      "Authorization": "Bearer <token>"',
        '    }',
        ')',
        '',
        'print(response.text)',
      ].join('\n'),
    );
  });

  it('prints fetch for JavaScript', () => {
    expect(sample(GET, 'javascript')).toBe(
      [
        "const response = await fetch('https://api.example.com/v1/users/42?limit=10&q=a%20b%26c%27', {",
        '  headers: {',
        "    Authorization: 'Bearer <token>',",
        '  },',
        '});',
        '',
        'console.log(await response.text());',
      ].join('\n'),
    );
    expect(sample(GET, 'node')).toBe(sample(GET, 'javascript'));
  });

  it('keeps the query and the header in every other language', () => {
    const url = '"https://api.example.com/v1/users/42?limit=10&q=a%20b%26c%27"';
    const samples = byLabel(generateCodeSamples(GET, { languages: ['php', 'go', 'java', 'ruby'] }).samples);
    expect(samples.PHP).toContain(
      "$client->request('GET', 'https://api.example.com/v1/users/42?limit=10&q=a%20b%26c%27'",
    );
    expect(samples.PHP).toContain("'Authorization' => 'Bearer <token>'");
    expect(samples.PHP?.startsWith("<?php\n\nrequire 'vendor/autoload.php';\n\n")).toBe(true);
    expect(samples.PHP?.endsWith('echo $response->getBody();')).toBe(true);
    expect(samples.Go).toContain(`url := ${url}`);
    expect(samples.Go).toContain('req.Header.Add("Authorization", "Bearer <token>")');
    expect(samples.Java).toContain(`.url(${url})`);
    expect(samples.Java).toContain('.addHeader("Authorization", "Bearer <token>")');
    expect(samples.Ruby).toContain(`url = URI(${url})`);
    expect(samples.Ruby).toContain(`request["Authorization"] = 'Bearer <token>'`);
  });
});

describe('generateCodeSamples: JSON body', () => {
  it('pretty-prints the JSON for curl, escaping the quote', () => {
    expect(sample(JSON_POST, 'bash')).toBe(
      [
        "curl 'https://api.example.com/v1/users' \\",
        '  --request POST \\',
        "  --header 'Content-Type: application/json' \\",
        "  --data '{",
        `  "name": "Ann O'\\''Brien",`,
        '  "tags": [',
        '    "a"',
        '  ],',
        '  "active": true,',
        '  "manager": null',
        "}'",
      ].join('\n'),
    );
  });

  it('writes JavaScript literals: quotes that need no escaping, short arrays inline', () => {
    expect(sample(JSON_POST, 'javascript')).toBe(
      [
        "const response = await fetch('https://api.example.com/v1/users', {",
        "  method: 'POST',",
        '  headers: {',
        "    'Content-Type': 'application/json',",
        '  },',
        '  body: JSON.stringify({',
        `    name: "Ann O'Brien",`,
        "    tags: ['a'],",
        '    active: true,',
        '    manager: null,',
        '  }),',
        '});',
        '',
        'console.log(await response.text());',
      ].join('\n'),
    );
  });

  it('uses each client’s JSON idiom, pretty where the language allows', () => {
    const samples = byLabel(
      generateCodeSamples(JSON_POST, { languages: ['python', 'php', 'go', 'ruby', 'java'] }).samples,
    );
    expect(samples.Python).toContain(
      'json={\n      "name": "Ann O\'Brien",\n      "tags": [\n        "a"\n      ],\n      "active": True,\n      "manager": None\n    }',
    );
    expect(samples.PHP).toContain("'json' => [\n    'name' => 'Ann O\\'Brien',");
    expect(samples.Go).toContain('payload := strings.NewReader(`{\n  "name": "Ann O\'Brien",\n  "tags": [');
    expect(samples.Ruby).toContain('request.body = <<~\'JSON\'\n  {\n    "name": "Ann O\'Brien",');
    expect(samples.Ruby).toContain('\n  }\nJSON\n\nresponse = http.request(request)');
    expect(samples.Java).toContain(
      'RequestBody body = RequestBody.create(mediaType, "{\\"name\\":\\"Ann O\'Brien\\",\\"tags\\":[\\"a\\"],\\"active\\":true,\\"manager\\":null}");',
    );
  });

  it('prints a bare true, false or null body as a Python literal', () => {
    for (const [json, literal] of [
      [true, 'True'],
      [false, 'False'],
      [null, 'None'],
    ] as const) {
      const request = { ...JSON_POST, body: { mimeType: 'application/json', json } };
      expect(sample(request, 'python')).toContain(`\n    json=${literal}\n`);
    }
  });

  it('says the method of a GET with a body in curl, and leaves fetch out (it cannot send one)', () => {
    const request = { ...JSON_POST, method: 'GET', body: { mimeType: 'application/json', json: { a: 1 } } };
    expect(sample(request, 'bash').split('\n').slice(0, 3)).toEqual([
      "curl 'https://api.example.com/v1/users' \\",
      '  --request GET \\',
      "  --header 'Content-Type: application/json' \\",
    ]);
    const { samples, problems } = generateCodeSamples(request, { languages: ['javascript', 'python'] });
    expect(samples.map((s) => s.label)).toEqual(['Python']);
    expect(problems).toEqual([
      'The JavaScript sample was left out: fetch cannot send a body with a GET request; add an x-codeSamples entry for JavaScript if your API expects one.',
    ]);
    // Without a body, a GET says nothing more than its URL.
    expect(sample(GET, 'bash')).not.toContain('--request');
  });

  it('adds a Content-Type header when the caller left it out', () => {
    const request = { ...JSON_POST, headers: [] };
    expect(sample(request, 'bash')).toContain("--header 'Content-Type: application/json'");
    expect(sample(request, 'javascript')).toContain("'Content-Type': 'application/json'");
  });

  it('sends a +json media type as itself while printing the body as JSON', () => {
    const request: SampleRequest = {
      ...JSON_POST,
      method: 'PATCH',
      headers: [],
      body: { mimeType: 'application/merge-patch+json', json: { active: false } },
    };
    const samples = byLabel(generateCodeSamples(request, { languages: ['bash', 'python', 'java', 'csharp'] }).samples);
    expect(samples.cURL).toContain(
      "--header 'Content-Type: application/merge-patch+json' \\\n  --data '{\n  \"active\": false\n}'",
    );
    expect(samples.Python).toContain('json={\n      "active": False\n    }');
    expect(samples.Java).toContain('MediaType mediaType = MediaType.parse("application/merge-patch+json");');
    expect(samples['C#']).toContain('System.Text.Encoding.UTF8, "application/merge-patch+json");');
  });
});

describe('generateCodeSamples: form body', () => {
  it('URL-encodes flattened names for curl', () => {
    expect(sample(FORM_POST, 'bash')).toBe(
      [
        "curl 'https://api.example.com/v1/charges' \\",
        '  --request POST \\',
        "  --header 'Content-Type: application/x-www-form-urlencoded' \\",
        "  --data-urlencode 'amount=100' \\",
        "  --data-urlencode 'metadata%5Bkey%5D=v'",
      ].join('\n'),
    );
  });

  it('quotes keys that are no identifiers in JavaScript', () => {
    expect(sample(FORM_POST, 'javascript')).toContain(
      "  body: new URLSearchParams({\n    amount: '100',\n    'metadata[key]': 'v',\n  }),",
    );
  });

  it('keeps repeated names in JavaScript', () => {
    const request: SampleRequest = {
      ...FORM_POST,
      body: {
        mimeType: 'application/x-www-form-urlencoded',
        form: [
          { name: 'tag', value: 'a' },
          { name: 'tag', value: 'b' },
        ],
      },
    };
    expect(sample(request, 'javascript')).toContain(
      "  body: new URLSearchParams([\n    ['tag', 'a'],\n    ['tag', 'b'],\n  ]),",
    );
  });

  it('keeps every value of a repeated name in Python, PHP and Go (a dict, an array or `Set` keeps the last)', () => {
    const fields = [
      { name: 'To', value: '+1' },
      { name: 'MediaUrl', value: 'https://a.test/1' },
      { name: 'MediaUrl', value: 'https://a.test/2' },
    ];
    const form: SampleRequest = { ...FORM_POST, body: { mimeType: 'application/x-www-form-urlencoded', form: fields } };
    const samples = byLabel(generateCodeSamples(form, { languages: ['python', 'php', 'go'] }).samples);
    expect(samples.Python).toContain(
      'data={\n      "To": "+1",\n      "MediaUrl": ["https://a.test/1", "https://a.test/2"]\n    }',
    );
    expect(samples.PHP).toContain(
      "'body' => 'To=%2B1&MediaUrl=https%3A%2F%2Fa.test%2F1&MediaUrl=https%3A%2F%2Fa.test%2F2'",
    );
    expect(samples.PHP).not.toContain('form_params');
    expect(samples.Go).toContain(
      'postData.Add("MediaUrl", "https://a.test/1")\n\tpostData.Add("MediaUrl", "https://a.test/2")',
    );
    const parts: SampleRequest = { ...FORM_POST, body: { mimeType: 'multipart/form-data', form: fields } };
    expect(sample(parts, 'python')).toContain(
      'files=[\n      ("To", (None, "+1")),\n      ("MediaUrl", (None, "https://a.test/1")),\n      ("MediaUrl", (None, "https://a.test/2"))\n    ]',
    );
    const upload: SampleRequest = {
      ...FORM_POST,
      body: { mimeType: 'multipart/form-data', form: [{ name: 'file', value: 'a.png', file: true }, ...fields] },
    };
    const python = sample(upload, 'python');
    expect(python).toContain('files=[\n      ("file", open("a.png", "rb"))\n    ]');
    expect(python).toContain('"MediaUrl": ["https://a.test/1", "https://a.test/2"]');
  });

  it('sends the fields in every other language', () => {
    const samples = byLabel(
      generateCodeSamples(FORM_POST, { languages: ['python', 'php', 'go', 'java', 'kotlin', 'ruby', 'powershell'] })
        .samples,
    );
    expect(samples.Python).toContain('data={\n      "amount": "100",\n      "metadata[key]": "v"\n    }');
    expect(samples.PHP).toContain("'form_params' => [\n    'amount' => '100',\n    'metadata[key]' => 'v'\n  ]");
    // The URL variable must not hide the net/url package the form code uses.
    expect(samples.Go).toContain('endpoint := "https://api.example.com/v1/charges"');
    expect(samples.Go).toContain('postData := url.Values{}\n\tpostData.Set("amount", "100")');
    expect(samples.Go).toContain('http.NewRequest("POST", endpoint, strings.NewReader(postData.Encode()))');
    expect(samples.Java).toContain(
      'RequestBody body = new FormBody.Builder()\n  .add("amount", "100")\n  .add("metadata[key]", "v")\n  .build();',
    );
    expect(samples.Java).toContain('.post(body)');
    expect(samples.Java).not.toContain('formBody');
    expect(samples.Kotlin).toContain('val body = FormBody.Builder()');
    expect(samples.Ruby).toContain('request.body = "amount=100&metadata%5Bkey%5D=v"');
    expect(samples.PowerShell).toContain("-Body 'amount=100&metadata%5Bkey%5D=v'");
  });
});

describe('generateCodeSamples: multipart body without a file', () => {
  it('sends the fields as parts in Python (files=, no file names), not as a urlencoded data= form', () => {
    const fields: SampleRequest = {
      ...MULTIPART,
      body: {
        mimeType: 'multipart/form-data',
        form: [
          { name: 'purpose', value: 'upload' },
          { name: 'note', value: 'say "hi"' },
        ],
      },
    };
    expect(sample(fields, 'python')).toBe(
      [
        'import requests',
        '',
        'response = requests.post("https://api.example.com/v1/files",',
        '    headers={',
        '      "Cookie": "session=abc"',
        '    },',
        '    files={',
        '      "purpose": (None, "upload"),',
        '      "note": (None, "say \\"hi\\"")',
        '    }',
        ')',
        '',
        'print(response.text)',
      ].join('\n'),
    );
  });
});

describe('generateCodeSamples: multipart body with a file', () => {
  it('uploads the file with curl -F and lets curl set the boundary', () => {
    expect(sample(MULTIPART, 'bash')).toBe(
      [
        "curl 'https://api.example.com/v1/files' \\",
        '  --request POST \\',
        "  --header 'Cookie: session=abc' \\",
        "  --form 'purpose=upload' \\",
        "  --form 'file=@example-file'",
      ].join('\n'),
    );
  });

  it('builds FormData in JavaScript from a file input, and from the file on disk in Node.js', () => {
    expect(sample(MULTIPART, 'javascript')).toBe(
      [
        'const form = new FormData();',
        "form.append('purpose', 'upload');",
        `form.append('file', document.querySelector('input[name="file"]').files[0]);`,
        '',
        "const response = await fetch('https://api.example.com/v1/files', {",
        "  method: 'POST',",
        '  headers: {',
        "    Cookie: 'session=abc',",
        '  },',
        '  body: form,',
        '});',
        '',
        'console.log(await response.text());',
      ].join('\n'),
    );
    const node = sample(MULTIPART, 'node');
    expect(node.startsWith("import { openAsBlob } from 'node:fs';\n\nconst form = new FormData();\n")).toBe(true);
    expect(node).toContain("form.append('file', await openAsBlob('example-file'), 'example-file');");
    expect(sample(MULTIPART, 'typescript')).toContain(
      `form.append('file', (document.querySelector('input[name="file"]') as HTMLInputElement).files![0]!);`,
    );
  });

  it('uploads the file in every other language, without a boundary-less Content-Type', () => {
    const languages = ['python', 'php', 'go', 'java', 'ruby', 'powershell', 'dotnet', 'rust', 'csharp', 'c'];
    const { samples, problems } = generateCodeSamples(MULTIPART, { languages });
    expect(problems).toEqual([]);
    for (const s of samples) expect(s.source, s.label).not.toMatch(/Content-Type['"]?(:|,| =>| =) ?['"]?multipart/);
    const by = byLabel(samples);
    expect(by.Python).toContain(
      'files=[\n      ("file", open("example-file", "rb"))\n    ],\n    data={\n      "purpose": "upload"\n    }',
    );
    expect(by.PHP).toContain("'name' => 'file',\n      'contents' => fopen('example-file', 'r')");
    expect(by.Go).toMatch(/import \(\n(\t"[\w/]+"\n)*\t"os"\n\)/);
    expect(by.Go).toContain('part, _ := writer.CreateFormFile("file", "example-file")');
    expect(by.Go).toContain('f, _ := os.Open("example-file")');
    expect(by.Java).toContain(
      '.addFormDataPart("file", "example-file", RequestBody.create(MediaType.parse("application/octet-stream"), new File("example-file")))',
    );
    expect(by.Ruby).toContain(
      "request.set_form([\n  ['purpose', 'upload'],\n  ['file', File.open('example-file')]\n], 'multipart/form-data')\n\nresponse = http.request(request)",
    );
    expect(by.PowerShell).toMatch(
      /^\$form = @\{\n {2}'purpose' = 'upload'\n {2}'file' = Get-Item -Path 'example-file'\n\}\n/,
    );
    expect(by.PowerShell).toMatch(/ -Form \$form$/);
    expect(by['.NET']).toContain(
      'request.AddParameter("purpose", "upload");\nrequest.AddFile("file", "example-file");',
    );
    expect(by.Rust).toContain('reqwest::multipart::Part::bytes(std::fs::read("example-file")?)');
    expect(by['C#']).toContain(
      'content.Add(new StreamContent(File.OpenRead("example-file")), "file", "example-file");',
    );
    expect(by.C).toContain('curl_mime_filedata(part, "example-file");');
  });

  it('leaves out the languages whose generator cannot send multipart, with a problem', () => {
    const { samples, problems } = generateCodeSamples(MULTIPART, { languages: ['swift', 'bash', 'dart'] });
    expect(samples.map((s) => s.label)).toEqual(['cURL']);
    expect(problems).toEqual([
      'The Swift sample was left out: its generator cannot show a multipart/form-data body; add an x-codeSamples entry for Swift instead.',
      'The Dart sample was left out: its generator cannot show a multipart/form-data body; add an x-codeSamples entry for Dart instead.',
    ]);
  });

  it('shows a placeholder path for a file field without one', () => {
    const request: SampleRequest = {
      ...MULTIPART,
      body: { mimeType: 'multipart/form-data', form: [{ name: 'doc', value: '', file: true }] },
    };
    expect(sample(request, 'bash')).toContain("--form 'doc=@path/to/file'");
  });
});

describe('generateCodeSamples: correctness of the printed code', () => {
  const TRICKY: SampleRequest = {
    method: 'PUT',
    url: "https://api.example.com/v1/notes/it's $HOME",
    query: [{ name: 'filter[tag]', value: 'a&b=c#d' }],
    headers: [{ name: 'X-Note', value: 'it\'s "quoted"' }],
    cookies: [{ name: 'theme', value: 'dark' }],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal `${x}` the printed code must not interpolate
    body: { mimeType: 'application/json', json: { 'a.b': "it's", 'weird key': 'say "hi" \\ `now` ${x}', '2x': [1] } },
  };
  const REQUESTS = { GET, JSON_POST, FORM_POST, MULTIPART, TRICKY };

  it('encodes what would break a quoted URL', () => {
    const curl = sample(TRICKY, 'bash');
    expect(curl.split('\n')[0]).toBe(
      "curl 'https://api.example.com/v1/notes/it%27s%20%24HOME?filter%5Btag%5D=a%26b%3Dc%23d' \\",
    );
    expect(curl).toContain("--header 'Cookie: theme=dark'");
    expect(curl).toContain(`--header 'X-Note: it'\\''s "quoted"'`);
  });

  it('prints JavaScript and Node.js that parse, for every request', () => {
    for (const [name, request] of Object.entries(REQUESTS)) {
      for (const language of ['javascript', 'node']) {
        const source = sample(request, language);
        expect(
          () => parse(source, { ecmaVersion: 'latest', sourceType: 'module' }),
          `${name} ${language}`,
        ).not.toThrow();
      }
    }
  });

  it('prints TypeScript without syntax errors, for every request', () => {
    for (const [name, request] of Object.entries(REQUESTS)) {
      const { diagnostics } = ts.transpileModule(sample(request, 'typescript'), {
        reportDiagnostics: true,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      expect(diagnostics ?? [], name).toEqual([]);
    }
  });

  it('evaluates the JavaScript body to the JSON it stands for', () => {
    const source = sample(TRICKY, 'javascript');
    const literal = /body: JSON\.stringify\(([\s\S]*)\),\n\}\);/.exec(source)?.[1];
    expect(new Function(`return (${literal});`)()).toEqual((TRICKY.body as { json: unknown }).json);
  });

  it('escapes quotes, `$`, `#{` and `\\` in headers and raw bodies for each language’s string literals', () => {
    const raw: SampleRequest = {
      method: 'PUT',
      url: 'https://api.example.com/v1/notes',
      query: [],
      headers: [{ name: 'X-Note', value: `it's "q" $x #{y} \\` }],
      cookies: [],
      body: { mimeType: 'text/plain', text: `it's "raw" $x #{y}` },
    };
    const languages = ['python', 'powershell', 'dart', 'swift', 'csharp', 'kotlin', 'ruby'];
    const { samples, problems } = generateCodeSamples(raw, { languages });
    expect(problems).toEqual([]);
    const by = byLabel(samples);
    expect(by.Python).toContain('"X-Note": "it\'s \\"q\\" $x #{y} \\\\"');
    expect(by.Python).toContain('data="it\'s \\"raw\\" $x #{y}".encode()');
    expect(by.PowerShell).toContain(`$headers.Add('X-Note', 'it''s "q" $x #{y} \\')`);
    expect(by.PowerShell).toContain(`-Body 'it''s "raw" $x #{y}'`);
    expect(by.Dart).toContain(`'X-Note': 'it\\'s "q" \\$x #{y} \\\\',`);
    expect(by.Dart).toContain(`final body = 'it\\'s "raw" \\$x #{y}';`);
    expect(by.Swift).toContain('"X-Note": "it\'s \\"q\\" $x #{y} \\\\"');
    expect(by.Swift).toContain('let postData = Data("it\'s \\"raw\\" $x #{y}".utf8)');
    expect(by['C#']).toContain('TryAddWithoutValidation("X-Note", "it\'s \\"q\\" $x #{y} \\\\");');
    expect(by['C#']).toContain('new MediaTypeHeaderValue("text/plain")');
    expect(by.Kotlin).toContain('.addHeader("X-Note", "it\'s \\"q\\" \\$x #{y} \\\\")');
    expect(by.Kotlin).toContain('RequestBody.create(mediaType, "it\'s \\"raw\\" \\$x #{y}")');
    expect(by.Kotlin).toContain('MediaType.parse("text/plain")');
    expect(by.Ruby).toContain(`request["X-Note"] = 'it\\'s "q" $x #{y} \\\\'`);
    expect(by.Ruby).toContain('request.body = "it\'s \\"raw\\" $x \\#{y}"');
  });

  it('prints Swift JSON bodies as the bytes to send, nulls included', () => {
    const swift = sample(JSON_POST, 'swift');
    expect(swift).toContain('let postData = Data(#"""\n{\n  "name": "Ann O\'Brien",');
    expect(swift).toContain('  "manager": null\n}\n"""#.utf8)\n\nlet request = ');
    expect(swift).not.toContain('let parameters');
  });

  it('prints every supported language for every request, without trailing spaces', () => {
    for (const [name, request] of Object.entries(REQUESTS)) {
      const { samples, problems } = generateCodeSamples(request, { languages: ALL });
      const expected = name === 'MULTIPART' ? ALL.length - 2 : ALL.length;
      expect(samples, name).toHaveLength(expected);
      expect(problems.length, name).toBe(ALL.length - expected);
      for (const s of samples) {
        expect(s.source.trim(), `${name} ${s.label}`).not.toBe('');
        expect(s.source, `${name} ${s.label}`).not.toMatch(/[ \t]$/m);
        expect(s.source, `${name} ${s.label}`).not.toContain('Set-Cookie');
      }
    }
  });
});

describe('generateCodeSamples: URLs snippetz cannot parse', () => {
  it('prints relative URLs and templated hosts as given, in every language', () => {
    const requests: SampleRequest[] = [
      {
        method: 'DELETE',
        url: '/api/users/{id}',
        query: [{ name: 'force', value: '<boolean>' }],
        headers: [],
        cookies: [],
      },
      { method: 'GET', url: 'https://{region}.example.com/v1/users/{id}', query: [], headers: [], cookies: [] },
    ];
    for (const request of requests) {
      const shown = request.url + (request.query.length ? '?force=<boolean>' : '');
      const { samples, problems } = generateCodeSamples(request, { languages: ALL });
      expect(problems).toEqual([]);
      for (const s of samples) {
        expect(s.source, s.label).toContain(shown);
        expect(s.source, s.label).not.toContain('quire.invalid');
        expect(s.source, s.label).not.toContain('%7B');
      }
    }
  });
});

describe('generateCodeSamples: failures', () => {
  it('leaves out a language whose client cannot print the request, with a problem', () => {
    const request: SampleRequest = { ...GET, method: 'QUERY' };
    const { samples, problems } = generateCodeSamples(request, { languages: ['bash', 'powershell'] });
    expect(samples.map((s) => s.label)).toEqual(['cURL']);
    expect(samples[0]?.source).toContain('--request QUERY');
    expect(problems).toEqual([
      'The PowerShell sample was left out: it could not be generated (Invoke-RestMethod has no method QUERY).',
    ]);
  });

  it('reports a body that is no JSON value instead of throwing', () => {
    const request: SampleRequest = { ...JSON_POST, body: { mimeType: 'application/json', json: { n: 1n } } };
    const { samples, problems } = generateCodeSamples(request, {
      custom: [{ lang: 'go', source: 'x' }],
      languages: ['bash'],
    });
    expect(samples.map((s) => s.label)).toEqual(['Go']);
    expect(problems).toEqual([
      'Code samples were not generated: the example request could not be built (Do not know how to serialize a BigInt).',
    ]);
  });
});
