/** API field anchors written the hosted platform's way (src/render/api-field-alias.ts). */
import { describe, expect, it } from 'vitest';
import { platformFieldPath, platformFieldTarget } from '../../../src/render/api-field-alias.js';

describe('platform field anchors', () => {
  it("reads a field's path as the platform writes it: camel case split, lower case, `-` between names", () => {
    expect(platformFieldPath('messages.contentType')).toBe('messages-content-type');
    expect(platformFieldPath('userId')).toBe('user-id');
    expect(platformFieldPath('response.data.items.{key}.user_scopes')).toBe('response-data-items-key-user_scopes');
  });

  it('finds the field a body, parameter or response anchor names, and nothing for other anchors', () => {
    const ids = ['overview', 'userId', 'messages', 'messages.content', 'response.data.id'];
    expect(platformFieldTarget('body-messages-content', ids)).toBe('messages.content');
    expect(platformFieldTarget('parameter-user-id', ids)).toBe('userId');
    expect(platformFieldTarget('response-data-id', ids)).toBe('response.data.id');
    expect(platformFieldTarget('response-data', ids)).toBeUndefined();
    expect(platformFieldTarget('body-', ids)).toBeUndefined();
    expect(platformFieldTarget('overview', ids)).toBeUndefined();
  });
});
