// The base sheet lets any word break, so an insurer's or a shopper's very long word never widens a widget past 320 px
// (test/reliability/hostile-data.test.ts proves it in Chromium).
import { expect, test } from 'vitest';
import { adoptStyles, BASE_CSS, prepareSheets, sheetOf } from './styles.ts';
import { themeCss } from './theme.ts';

test('the root of every widget lets any word break (overflow-wrap: anywhere, inherited by all its text)', () => {
  const root = /\.root\{([^}]*)\}/.exec(BASE_CSS)?.[1] ?? '';
  // After `all:initial`, which would otherwise reset it.
  expect(root.indexOf('overflow-wrap:anywhere')).toBeGreaterThan(root.indexOf('all:initial'));
});

test('prepareSheets parses the base sheet, the theme and the given ones ahead, and a root then adopts those same sheets', () => {
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
    expect(parsed).toEqual([BASE_CSS, themeCss(null), '.a{}', '.b{}']);
    const root = { adoptedStyleSheets: [] as CSSStyleSheet[] } as unknown as ShadowRoot;
    adoptStyles(root, '.a{}');
    expect(parsed).toHaveLength(4); // nothing parsed again
    expect(root.adoptedStyleSheets).toEqual([sheetOf(BASE_CSS), sheetOf(themeCss(null)), sheetOf('.a{}')]);
  } finally {
    globalThis.CSSStyleSheet = real;
  }
});

test('issue 26: the root inherits the shop\'s font family through the host (after all:initial), and nothing else of it', () => {
  const root = /\.root\{([^}]*)\}/.exec(BASE_CSS)?.[1] ?? '';
  expect(root.indexOf('font-family:inherit')).toBeGreaterThan(root.indexOf('all:initial'));
  expect(root).toContain('font-size:var(--db-font-size)');
  expect(root).toContain('color:var(--db-text)');
});
