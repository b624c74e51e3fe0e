// The base sheet lets any word break, so an insurer's or a shopper's very long word never widens a widget past 320 px
// (test/reliability/hostile-data.test.ts proves it in Chromium), but a contact phone number, kept whole
// (test/browser/drawer-small-screens.test.ts proves it at 360 px).
import { expect, test } from 'vitest';
import { adoptStyles, applyTheme, BASE_CSS, prepareSheets, sheetOf } from './styles.ts';

test('the root of every widget lets any word break (overflow-wrap: anywhere, inherited by all its text)', () => {
  const root = /\.root\{([^}]*)\}/.exec(BASE_CSS)?.[1] ?? '';
  // After `all:initial`, which would otherwise reset it.
  expect(root.indexOf('overflow-wrap:anywhere')).toBeGreaterThan(root.indexOf('all:initial'));
});

test.each([
  ['the default look: the base sheet alone', '', [BASE_CSS], '.a{}'],
  ['a look of its own: the theme over the base sheet', ':host{--db-accent:#00695c}', [BASE_CSS, ':host{--db-accent:#00695c}'], '.b{}'],
])('prepareSheets parses %s and the given ones ahead, and a root then adopts those same sheets', (_, theme, shared, own) => {
  const parsed: string[] = [];
  class FakeSheet {
    replaceSync(text: string) {
      parsed.push(text);
    }
  }
  const real = globalThis.CSSStyleSheet;
  globalThis.CSSStyleSheet = FakeSheet as unknown as typeof CSSStyleSheet;
  try {
    applyTheme(theme);
    prepareSheets(own);
    // A sheet another test parsed already is not parsed again.
    expect([...shared, own]).toEqual(expect.arrayContaining(parsed));
    expect(parsed).toContain(own);
    const ahead = parsed.length;
    const root = { adoptedStyleSheets: [] as CSSStyleSheet[] } as unknown as ShadowRoot;
    adoptStyles(root, own);
    expect(parsed).toHaveLength(ahead);
    expect(root.adoptedStyleSheets).toEqual([...shared, own].map(sheetOf));
    expect(parsed).toHaveLength(ahead);
  } finally {
    globalThis.CSSStyleSheet = real;
    applyTheme('');
  }
});

test('issue 26: the root inherits the shop\'s font family through the host (after all:initial), and nothing else of it', () => {
  const root = /\.root\{([^}]*)\}/.exec(BASE_CSS)?.[1] ?? '';
  expect(root.indexOf('font-family:inherit')).toBeGreaterThan(root.indexOf('all:initial'));
  expect(root).toContain('font-size:var(--db-font-size)');
  expect(root).toContain('color:var(--db-text)');
});

/** Every module of the widgets as text, as the build's import.meta.glob reads them, by its path in the repository. */
const sources = Object.entries(import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true })).map(
  ([path, text]): [string, string] => [path.replace(/^\.\.\//, 'widgets/').replace(/^\.\//, 'widgets/ui/'), text],
);

test('spec 000 §8 "a phone link": the contact phone number is never cut across lines, wherever a widget shows it', () => {
  expect(BASE_CSS).toMatch(/^\.phone\{white-space:nowrap\}$/m);
  // Every tel: link a widget makes (the contact lines of the drawer's result and the call-to-action's card, the overview's
  // card) holds its number in .phone.
  const links = sources.filter(([, text]) => /\btelHref\(/.test(text));
  expect(links.map(([path]) => path).sort()).toEqual(['widgets/overview/InsurerCard.tsx', 'widgets/ui/ContactLines.tsx']);
  for (const [path, text] of links) expect(text, path).toMatch(/className="phone"/);
});
