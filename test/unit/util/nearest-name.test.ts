import { describe, expect, it } from 'vitest';
import { nearestName } from '../../../src/util/nearest-name.js';

describe('nearestName', () => {
  const pages = ['/', '/quickstart', '/guides/setup', '/guides/deep/advanced', '/reference/webhooks-retries'];

  it('suggests a typo, a page that moved folder, and the one page that kept the start of its name', () => {
    expect(nearestName('/guides/setpu', pages)).toBe('/guides/setup');
    expect(nearestName('/guides/quickstart', pages)).toBe('/quickstart');
    expect(nearestName('/guides/advanced', pages)).toBe('/guides/deep/advanced');
    expect(nearestName('/reference/webhooks-events', pages)).toBe('/reference/webhooks-retries');
  });

  it('suggests the nearest dotted parent of an API field', () => {
    expect(nearestName('customer.address.zip', ['limit', 'customer', 'customer.address'])).toBe('customer.address');
  });

  it('suggests nothing rather than something far away', () => {
    expect(nearestName('/nowhere', pages)).toBeUndefined();
    expect(nearestName('/files/guide.pdf', [...pages, '/llms-full.txt'])).toBeUndefined();
    expect(nearestName('stale', ['fresh', 'pagination'])).toBeUndefined();
    expect(nearestName('x', [])).toBeUndefined();
  });
});
