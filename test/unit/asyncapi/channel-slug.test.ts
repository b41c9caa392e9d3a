import { describe, expect, it } from 'vitest';
import { channelPageName, channelUrl } from '../../../src/asyncapi/channel-slug.js';

describe('channel page URLs', () => {
  it('puts the prepared channel id under the directory (api-reference by default)', () => {
    expect(channelUrl('channelOne')).toBe('/api-reference/channelone');
    expect(channelUrl('channelOne', '/websockets/')).toBe('/websockets/channelone');
    expect(channelUrl('chat', '')).toBe('/chat');
  });

  it('prepares 2.x addresses like operation titles', () => {
    expect(channelPageName('user/{userId}/signed up')).toBe('user-signed-up');
    expect(channelPageName('Room Messages (v2)')).toBe('room-messages-v2');
  });

  it('falls back to `channel` when nothing is left of the id', () => {
    expect(channelPageName('/')).toBe('channel');
  });
});
