// The base sheet lets any word break, so an insurer's or a shopper's very long word never widens a widget past 320 px
// (test/reliability/hostile-data.test.ts proves it in Chromium).
import { expect, test } from 'vitest';
import { adoptStyles, BASE_CSS, prepareSheets, sheetOf } from './styles.ts';

test('the root of every widget lets any word break (overflow-wrap: anywhere, inherited by all its text)', () => {
  const root = /\.root\{([^}]*)\}/.exec(BASE_CSS)?.[1] ?? '';
  // After `all:initial`, which would otherwise reset it.
  expect(root.indexOf('overflow-wrap:anywhere')).toBeGreaterThan(root.indexOf('all:initial'));
});

test('prepareSheets parses the base sheet and the given ones ahead, and a root then adopts those same sheets', () => {
  const parsed: string[] = [];
  class FakeSheet {
    replaceSync(text: string) {
      parsed.push(text);
    }
  }
  const real = globalThis.CSSStyleSheet;
  globalThis.CSSStyleSheet = FakeSheet as unknown as typeof CSSStyleSheet;
  try {
    prepareSheets('.a{}', '.b{}');
    expect(parsed).toEqual([BASE_CSS, '.a{}', '.b{}']);
    const root = { adoptedStyleSheets: [] as CSSStyleSheet[] } as unknown as ShadowRoot;
    adoptStyles(root, '.a{}');
    expect(parsed).toHaveLength(3); // nothing parsed again
    expect(root.adoptedStyleSheets).toEqual([sheetOf(BASE_CSS), sheetOf('.a{}')]);
  } finally {
    globalThis.CSSStyleSheet = real;
  }
});
