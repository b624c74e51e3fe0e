// The eligible insurers list and its search, as tables citing spec 000 §7.
import { describe, expect, test } from 'vitest';
import { eligibleInsurers, matchesSearch } from './insurer-list.ts';

describe('spec 000 §7 eligible-insurers page: eligibleInsurers', () => {
  const list = [{ id: 'a' }, { id: 'b', active: true }, { id: 'c', active: false }, { id: 'd' }];
  test.each<[string, string[], string[]]>([
    ['the configured insurers come first in their order, then the rest in the service order', ['d', 'b'], ['d', 'b', 'a']],
    ['no configured insurer keeps the service order', [], ['a', 'b', 'd']],
    ['an inactive insurer is never listed, even when configured', ['c'], ['a', 'b', 'd']],
  ])('%s', (_name, first, ids) => {
    expect(eligibleInsurers(list, first).map((i) => i.id)).toEqual(ids);
  });
});

describe('spec 000 §7 eligible-insurers page search: matchesSearch', () => {
  test.each<[string, string, string, boolean]>([
    ['an empty search matches every insurer', 'Quillfeather Vision Plan', '', true],
    ['case does not matter', 'Quillfeather Vision Plan', 'VISION', true],
    ['accents do not matter', 'Régime de vision', 'regime', true],
    ['another name does not match', 'Tamarack Eyecare', 'quill', false],
  ])('%s', (_name, name, query, match) => {
    expect(matchesSearch(name, query)).toBe(match);
  });
});
