import { describe, expect, it } from 'vitest';
import { checkComponentNames, isComponentNameAlarm } from '../../../src/openapi/component-names.js';

describe('checkComponentNames', () => {
  it('finds a component name with characters outside letters, digits, `.`, `-` and `_`, in every section', () => {
    const found = checkComponentNames({
      openapi: '3.0.3',
      components: {
        schemas: { 'Pet Record': {}, 'v1.Pet_record-2': {}, 'x-Pet': {} },
        parameters: { 'page[size]': {} },
        securitySchemes: { 'OAuth 2': {} },
        'x-extension': { 'not a name': {} },
      },
    });
    expect(found.map((p) => [`${p.pointer}: ${p.message}`, p.hint])).toEqual([
      [
        '/components/schemas/Pet Record: the component name `Pet Record` has characters that component names cannot have: they are letters, digits, `.`, `-` and `_`',
        'Rename it (`Pet_Record`, say) and the `$ref`s to it; many tools cannot refer to it as it is.',
      ],
      [
        '/components/parameters/page[size]: the component name `page[size]` has characters that component names cannot have: they are letters, digits, `.`, `-` and `_`',
        'Rename it (`page_size`, say) and the `$ref`s to it; many tools cannot refer to it as it is.',
      ],
      [
        '/components/securitySchemes/OAuth 2: the component name `OAuth 2` has characters that component names cannot have: they are letters, digits, `.`, `-` and `_`',
        'Rename it (`OAuth_2`, say) and the `$ref`s to it; many tools cannot refer to it as it is.',
      ],
    ]);
    expect(checkComponentNames({ openapi: '3.1.0' })).toEqual([]);
  });

  it('knows the 3.1 validator’s errors for such a name, which say neither the name nor the rule', () => {
    expect(isComponentNameAlarm({ instancePath: '/components/schemas', keyword: 'propertyNames' })).toBe(true);
    expect(
      isComponentNameAlarm({
        instancePath: '/components/schemas',
        keyword: 'pattern',
        params: { pattern: '^[a-zA-Z0-9._-]+$' },
      }),
    ).toBe(true);
    expect(isComponentNameAlarm({ instancePath: '/components/schemas/A', keyword: 'propertyNames' })).toBe(false);
    expect(
      isComponentNameAlarm({
        instancePath: '/components/schemas/A/pattern',
        keyword: 'pattern',
        params: { pattern: '^a' },
      }),
    ).toBe(false);
  });
});
