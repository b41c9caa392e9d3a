import { describe, expect, it } from 'vitest';
import { subdomainAddress } from '../../../src/server/site-routes.js';

describe('subdomainAddress: where /sites/<subdomain>/ redirects to', () => {
  it.each([
    ['docs.example.com', 'acme', 'acme.docs.example.com'],
    ['docs.example.com:8080', 'acme', 'acme.docs.example.com:8080'],
    ['Quire.Example.COM', 'acme', 'acme.quire.example.com'],
    ['localhost:8080', 'acme', 'acme.localhost:8080'],
    ['127.0.0.1:4000', 'acme', 'acme.localhost:4000'],
    ['127.1.2.3', 'acme', 'acme.localhost'],
    ['[::1]:4000', 'acme', 'acme.localhost:4000'],
  ])('%s, %s → %s', (host, subdomain, expected) => {
    expect(subdomainAddress(host, subdomain)).toBe(expected);
  });

  it.each([
    ['192.0.2.7:8080', 'acme'],
    ['[2001:db8::1]:8080', 'acme'],
    ['intranet-box:8080', 'acme'],
    [undefined, 'acme'],
    ['docs.example.com', 'evil.com/x'],
    ['docs.example.com', '-acme'],
  ])('none for host %s, subdomain %s (served in place, or not a subdomain)', (host, subdomain) => {
    expect(subdomainAddress(host, subdomain)).toBeUndefined();
  });
});
