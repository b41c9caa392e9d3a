import { describe, expect, it } from 'vitest';
import { reservedUrlProblem } from '../../../src/util/reserved-urls.js';

describe('reservedUrlProblem', () => {
  it('refuses the files and folders the build writes itself, in any case', () => {
    for (const url of [
      '/robots.txt',
      '/LLMS.txt',
      '/llms-full.txt',
      '/sitemap.xml/x',
      '/_quire/quire.css',
      '/index.md',
      '/.well-known/llms.txt',
      '/404',
    ])
      expect(reservedUrlProblem(url), url).toMatch(/^takes `\/[^`]+`, which the build writes itself$/);
  });

  it('refuses paths that leave the output or that a browser reads otherwise', () => {
    expect(reservedUrlProblem('/../x')).toBe('has a `.` or `..` segment');
    expect(reservedUrlProblem('/a/%2e%2e/%2E%2E/x')).toBe('has a `.` or `..` segment');
    expect(reservedUrlProblem('/a/./b')).toBe('has a `.` or `..` segment');
    expect(reservedUrlProblem('/a\\..\\b')).toBe('holds a backslash or a control character');
    expect(reservedUrlProblem('/a\u0000')).toBe('holds a backslash or a control character');
  });

  it('takes ordinary page URLs, the home page and index folders', () => {
    for (const url of ['/', '/guides/setup', '/index/guide', '/api-reference/is-it-up%3F', '/robots', '/x/robots.txt'])
      expect(reservedUrlProblem(url), url).toBeUndefined();
  });
});
