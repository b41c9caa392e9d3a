/**
 * Every parameter style of OpenAPI 3.1 ("Style Examples": color = "blue", ["blue","black","brown"],
 * {R:100, G:200, B:150}), with explode off and on, as the request model writes them.
 */
import { describe, expect, it } from 'vitest';
import {
  type ParameterShape,
  serializeParameter,
  type SerializedParameter,
} from '../../../../src/openapi/request/serialize-parameter.js';

const primitive = 'blue';
const array = ['blue', 'black', 'brown'];
const object = { R: 100, G: 200, B: 150 };

function written(out: SerializedParameter): string {
  return 'pairs' in out ? out.pairs.join(out.in === 'cookie' ? '; ' : '&') : out.value;
}

function serialise(shape: Omit<ParameterShape, 'name'>, value: unknown): string {
  return written(serializeParameter({ name: 'color', ...shape }, value));
}

// [style, location, explode, empty, primitive, array, object] from the specification's table.
const TABLE: [ParameterShape['style'], ParameterShape['in'], boolean, string, string, string, string][] = [
  ['matrix', 'path', false, ';color', ';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150'],
  ['matrix', 'path', true, ';color', ';color=blue', ';color=blue;color=black;color=brown', ';R=100;G=200;B=150'],
  ['label', 'path', false, '.', '.blue', '.blue,black,brown', '.R,100,G,200,B,150'],
  ['label', 'path', true, '.', '.blue', '.blue.black.brown', '.R=100.G=200.B=150'],
  ['simple', 'path', false, '', 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
  ['simple', 'path', true, '', 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
  ['form', 'query', false, 'color=', 'color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150'],
  ['form', 'query', true, 'color=', 'color=blue', 'color=blue&color=black&color=brown', 'R=100&G=200&B=150'],
  [
    'spaceDelimited',
    'query',
    false,
    'color=',
    'color=blue',
    'color=blue%20black%20brown',
    'color=R%20100%20G%20200%20B%20150',
  ],
  [
    'pipeDelimited',
    'query',
    false,
    'color=',
    'color=blue',
    'color=blue%7Cblack%7Cbrown',
    'color=R%7C100%7CG%7C200%7CB%7C150',
  ],
  ['simple', 'header', false, '', 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
  ['simple', 'header', true, '', 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
  ['form', 'cookie', false, 'color=', 'color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150'],
  ['form', 'cookie', true, 'color=', 'color=blue', 'color=blue; color=black; color=brown', 'R=100; G=200; B=150'],
];

describe('serializeParameter', () => {
  for (const [style, location, explode, empty, one, many, record] of TABLE) {
    it(`${style} in ${location}, explode ${explode}`, () => {
      const shape = { in: location, style, explode };
      expect(serialise(shape, '')).toBe(empty);
      expect(serialise(shape, primitive)).toBe(one);
      expect(serialise(shape, array)).toBe(many);
      expect(serialise(shape, object)).toBe(record);
    });
  }

  it('deepObject writes each property in brackets, nested levels and arrays too', () => {
    expect(serialise({ in: 'query', style: 'deepObject', explode: true }, object)).toBe(
      'color[R]=100&color[G]=200&color[B]=150',
    );
    expect(
      written(
        serializeParameter(
          { name: 'filter', in: 'query', style: 'deepObject', explode: true },
          { price: { gte: 5 }, tags: ['a b', 'c'] },
        ),
      ),
    ).toBe('filter[price][gte]=5&filter[tags][0]=a%20b&filter[tags][1]=c');
  });

  it('percent-encodes query and path values, unless the query parameter allows reserved characters', () => {
    expect(serialise({ in: 'query', style: 'form', explode: true }, 'a&b=c/d')).toBe('color=a%26b%3Dc%2Fd');
    expect(serialise({ in: 'query', style: 'form', explode: true, allowReserved: true }, 'a&b=c/d é')).toBe(
      'color=a&b=c/d%20%C3%A9',
    );
    expect(serialise({ in: 'path', style: 'simple', explode: false }, 'a/b c')).toBe('a%2Fb%20c');
    expect(serialise({ in: 'header', style: 'simple', explode: false }, 'a/b c')).toBe('a/b c');
  });

  it('writes numbers, booleans and null as text', () => {
    expect(serialise({ in: 'query', style: 'form', explode: true }, [1, true, null])).toBe(
      'color=1&color=true&color=null',
    );
  });
});
