// Issue 10: the base sheet lets any word break, so an insurer's or a shopper's very long word never widens a widget past 320 px
// (test/reliability/hostile-data.test.ts proves it in Chromium).
import { expect, test } from 'vitest';
import { BASE_CSS } from './styles.ts';

test('issue 10: the root of every widget lets any word break (overflow-wrap: anywhere, inherited by all its text)', () => {
  const root = /\.root\{([^}]*)\}/.exec(BASE_CSS)?.[1] ?? '';
  // After `all:initial`, which would otherwise reset it.
  expect(root.indexOf('overflow-wrap:anywhere')).toBeGreaterThan(root.indexOf('all:initial'));
});
