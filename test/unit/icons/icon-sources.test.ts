import { describe, expect, it } from 'vitest';
import { parseFontAwesomeShims } from '../../../src/icons/icon-sources.js';

describe('Font Awesome shims', () => {
  it('reads old names with their new name and style', () => {
    const yaml = [
      'area-chart:',
      '  name: chart-area',
      'arrow-circle-o-down:',
      '  prefix: far',
      '  name: circle-down',
      'behance-square:',
      '  prefix: fab',
      "'500px':",
      '  prefix: fab',
    ].join('\n');
    const shims = parseFontAwesomeShims(yaml);
    expect(shims.get('area-chart')).toEqual({ name: 'chart-area' });
    expect(shims.get('arrow-circle-o-down')).toEqual({ name: 'circle-down', style: 'regular' });
    expect(shims.get('behance-square')).toEqual({ name: 'behance-square', style: 'brands' });
    expect(shims.get('500px')).toEqual({ name: '500px', style: 'brands' });
  });
});
