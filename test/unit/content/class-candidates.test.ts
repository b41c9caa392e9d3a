import { describe, expect, it } from 'vitest';
import { classCandidates } from '../../../src/content/class-candidates.js';

describe('class names a page writes', () => {
  it('reads class and className in every quoting, template literals without their expressions', () => {
    const source = [
      '<div className="grid md:grid-cols-3  gap-4">',
      "<img class='block dark:hidden' />",
      "<a className={'group hover:bg-zinc-50'}>",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: page source holding a template literal, as text.
      '<p className={`text-sm ${active ? "font-bold" : ""} w-[calc(100%-2rem)]`}>',
      '<span className = "grid">again</span>',
      'Prose that says className but sets nothing, and class names in text: flex.',
    ].join('\n');
    expect(classCandidates(source)).toEqual([
      'grid',
      'md:grid-cols-3',
      'gap-4',
      'block',
      'dark:hidden',
      'group',
      'hover:bg-zinc-50',
      'text-sm',
      'w-[calc(100%-2rem)]',
    ]);
  });

  it('finds nothing in a page without markup classes', () => {
    expect(classCandidates('# Title\n\nA paragraph with a `class` keyword.\n')).toEqual([]);
  });
});
