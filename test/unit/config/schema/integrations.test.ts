/**
 * `integrations` (schema/integrations.ts, docs-json.md §1.3.13): the value rules of the analytics, chat and consent
 * tools, and the message each refused value gets.
 */
import { describe, expect, it } from 'vitest';
import { IntegrationsSchema } from '../../../../src/config/schema/integrations.js';
import { errorsOf } from '../support/validate-text.js';

/** The messages of the issues zod finds in `integrations`, by path. */
function problems(integrations: Record<string, unknown>): [string, string][] {
  const result = IntegrationsSchema.safeParse(integrations);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('IntegrationsSchema', () => {
  it('accepts a valid value for each rule', () => {
    expect(
      problems({
        adobe: { launchUrl: 'https://assets.adobedtm.com/launch.min.js' },
        ga4: { measurementId: 'G-ABC123' },
        gtm: { tagId: 'GTM-ABC123' },
        posthog: { apiKey: 'phc_abc', apiHost: 'https://eu.posthog.com' },
        plausible: { domain: 'acme.dev', server: 'plausible.acme.dev' },
        segment: { key: 'k', cdnUrl: 'https://cdn.acme.dev' },
        onetrust: { domainScript: 'abc', scriptSource: 'https://cdn.cookielaw.org/otSDKStub.js' },
        transcend: { bundleId: 'abc_DEF-1' },
        frontchat: { snippetId: '123456' },
        intercom: { appId: 'abcdef' },
        koala: { publicApiKey: 'pk' },
      }),
    ).toEqual([]);
  });

  it('wants https:// URLs for script sources and hosts', () => {
    expect(
      problems({
        adobe: { launchUrl: 'http://assets.adobedtm.com/launch.min.js' },
        posthog: { apiKey: 'phc_abc', apiHost: 'https://' },
        segment: { key: 'k', cdnUrl: 'cdn.acme.dev/https://' },
      }),
    ).toEqual([
      ['adobe.launchUrl', 'expected an https:// URL'],
      ['posthog.apiHost', 'expected an https:// URL'],
      ['segment.cdnUrl', 'expected an https:// URL'],
    ]);
  });

  it("wants Segment's CDN URL without a query or hash (the script's path is added to it)", () => {
    expect(problems({ segment: { key: 'k', cdnUrl: 'https://cdn.acme.dev/?v=2' } })).toEqual([
      ['segment.cdnUrl', 'expected a CDN URL without a query (?…) or hash (#…)'],
    ]);
    expect(problems({ segment: { key: 'k', cdnUrl: 'https://cdn.acme.dev#x' } })).toEqual([
      ['segment.cdnUrl', 'expected a CDN URL without a query (?…) or hash (#…)'],
    ]);
  });

  it('wants a bare domain for Plausible, whether https:// or http:// is written', () => {
    expect(problems({ plausible: { domain: 'https://acme.dev', server: 'http://plausible.acme.dev' } })).toEqual([
      ['plausible.domain', 'expected a bare domain without "https://"'],
      ['plausible.server', 'expected a bare domain without "https://"'],
    ]);
    // A domain that merely contains a scheme later on is not refused for it.
    expect(problems({ plausible: { domain: 'acme.dev/https://x' } })).toEqual([]);
  });

  it('wants the documented prefixes and lengths', () => {
    expect(
      problems({
        ga4: { measurementId: 'UA-1' },
        posthog: { apiKey: 'abc' },
        transcend: { bundleId: 'a b' },
      }),
    ).toEqual([
      ['ga4.measurementId', 'expected a value starting with "G"'],
      ['posthog.apiKey', 'expected a value starting with "phc_"'],
      ['transcend.bundleId', 'expected letters, digits, "_" or "-"'],
    ]);
  });

  it('reports a refused value in docs.json with what was written', async () => {
    expect(await errorsOf({ integrations: { adobe: { launchUrl: 'http://x.example/l.js' } } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: 'expected an https:// URL, received "http://x.example/l.js"',
        hint: 'change "launchUrl" as the message says.',
        path: 'integrations.adobe.launchUrl',
        file: 'docs.json',
        line: 14,
        column: 20,
      },
    ]);
  });
});
