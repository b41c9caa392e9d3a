import { describe, expect, it } from 'vitest';
import { hasUrlScheme, isExternalHref, isHttpUrl, isRemoteUrl } from '../../../src/util/is-external-href.js';

const SCHEMES = ['https://x.dev/a', 'HTTP://x.dev', 'mailto:me@x.dev', 'tel:+123', 'data:image/png;base64,AA'];
const HREFS = [...SCHEMES, '//cdn.x.dev/a.png', '/guides/setup', 'guides/setup', './a', '../a', '#setup', '?q=1', ''];

/** Which of HREFS a predicate accepts. */
const accepted = (predicate: (href: string) => boolean) => HREFS.filter(predicate);

describe('isExternalHref', () => {
  it('is true for hrefs with a scheme and protocol-relative ones, mailto included', () => {
    expect(accepted(isExternalHref)).toEqual([...SCHEMES, '//cdn.x.dev/a.png']);
  });

  it('does not take a colon later in a path for a scheme', () => {
    expect(isExternalHref('/api/users:search')).toBe(false);
    expect(isExternalHref('1password:open')).toBe(false);
  });
});

describe('the narrower questions', () => {
  it('hasUrlScheme: a scheme, so not protocol-relative', () => {
    expect(accepted(hasUrlScheme)).toEqual(SCHEMES);
  });

  it('isHttpUrl: absolute http(s) URLs only', () => {
    expect(accepted(isHttpUrl)).toEqual(['https://x.dev/a', 'HTTP://x.dev']);
  });

  it('isRemoteUrl: fetched from another host, so http(s) or protocol-relative', () => {
    expect(accepted(isRemoteUrl)).toEqual(['https://x.dev/a', 'HTTP://x.dev', '//cdn.x.dev/a.png']);
  });
});
