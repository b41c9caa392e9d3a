import { describe, expect, it } from 'vitest';
import type { ChannelModel } from '../../../src/asyncapi/channel-model.js';
import { buildConsoleSpec } from '../../../src/asyncapi/console-spec.js';
import { clockTime, consoleUrl } from '../../../templates/default/playground/websocket-console.js';
import { schemaField } from '../../support/api-models.js';

function channel(extra: Partial<ChannelModel> = {}): ChannelModel {
  return {
    kind: 'channel',
    spec: 'events.yaml',
    id: 'prices',
    title: 'Prices',
    address: 'markets/{market}/prices',
    servers: [
      { name: 'prod', url: 'wss://ws.example.com/', protocol: 'wss', description: 'Production' },
      { name: 'web', url: 'https://example.com/socket', protocol: 'https' },
      { name: 'queue', url: 'kafka://broker:9092', protocol: 'kafka' },
    ],
    parameters: [schemaField('market', { description: { markdown: 'Market id.', html: '<p>Market id.</p>' } })],
    operations: [
      { id: 'subscribe', action: 'send', messages: ['subscribe'] },
      { id: 'prices', action: 'receive', messages: ['price'] },
    ],
    messages: [
      { id: 'subscribe', title: 'Subscribe', examples: [{ name: 'one', value: '{"op":"sub"}' }] },
      { id: 'price', title: 'Price', examples: [] },
    ],
    bindings: [
      {
        protocol: 'ws',
        value: JSON.stringify({
          query: { type: 'object', required: ['key'], properties: { key: { description: 'API key.' }, depth: {} } },
        }),
      },
    ],
    ...extra,
  };
}

describe('buildConsoleSpec', () => {
  it('keeps WebSocket servers (http as ws), address and query parameters, and the messages the reader sends', () => {
    expect(buildConsoleSpec(channel())).toEqual({
      servers: [
        { name: 'prod', url: 'wss://ws.example.com/markets/{market}/prices', description: 'Production' },
        { name: 'web', url: 'wss://example.com/socket/markets/{market}/prices' },
      ],
      parameters: [{ name: 'market', description: 'Market id.' }],
      query: [
        { name: 'key', required: true, description: 'API key.' },
        { name: 'depth', required: false },
      ],
      messages: [{ id: 'subscribe', title: 'Subscribe', example: '{"op":"sub"}' }],
    });
  });

  it('offers every message when the channel names no operations, and no console without a WebSocket server', () => {
    expect(buildConsoleSpec(channel({ operations: [] }))?.messages.map((m) => m.id)).toEqual(['subscribe', 'price']);
    expect(buildConsoleSpec(channel({ servers: [{ name: 'q', url: 'mqtt://b', protocol: 'mqtt' }] }))).toBeUndefined();
  });
});

describe('console helpers', () => {
  it('fills address parameters and adds query parameters to the URL', () => {
    expect(
      consoleUrl('wss://x/m/{market}/p', { parameters: { market: 'eu west' }, query: { key: 'k&1', depth: '' } }),
    ).toBe('wss://x/m/eu%20west/p?key=k%261');
    expect(consoleUrl('wss://x/?a=1', { parameters: {}, query: { b: '2' } })).toBe('wss://x/?a=1&b=2');
  });

  it('writes times to the millisecond', () => {
    expect(clockTime(new Date(2026, 0, 2, 3, 4, 5, 6))).toBe('03:04:05.006');
  });
});
