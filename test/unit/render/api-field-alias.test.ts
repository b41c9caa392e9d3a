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

  it("steps over the platform's branch steps (one-of-N) to the field of any branch", () => {
    const ids = ['hitsPerPage', 'personalize', 'personalize.userContext', 'response.page', 'response.offset'];
    expect(platformFieldTarget('response-one-of-0-page', ids)).toBe('response.page');
    expect(platformFieldTarget('response-one-of-1-offset', ids)).toBe('response.offset');
    expect(platformFieldTarget('body-personalize-one-of-1', ids)).toBe('personalize');
    expect(platformFieldTarget('body-personalize-any-of-1-user-context', ids)).toBe('personalize.userContext');
    // A field whose name holds the words stays itself.
    expect(platformFieldTarget('body-one-of-x', ['oneOfX'])).toBe('oneOfX');
  });
});
