// The demo shop follows docs/layout.md exactly: its style sheet holds the documented mount rules, character for
// character, and its product and cart pages write the state they expect on both mount elements.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { insuranceMounts } from './pages/layout.ts';
import { ANONYMOUS_USER_ID, type ShopSession } from './state.ts';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const START = '/* direct-billing mounts (docs/layout.md)';
const END = '/* end of the direct-billing mounts */';
const block = (text: string): string => text.slice(text.indexOf(START), text.indexOf(END) + END.length);

describe('the demo shop reserves the widgets as docs/layout.md says', () => {
  test('shop.css holds the documented mount rules verbatim', () => {
    const documented = block(read('../docs/layout.md'));
    expect(documented.length).toBeGreaterThan(START.length + END.length);
    expect(documented).toContain('[data-direct-billing="cta"][data-direct-billing-state="signed-out"]');
    expect(block(read('./public/shop.css'))).toBe(documented);
  });

  test.each<[string, Partial<ShopSession>, string]>([
    ['an anonymous visitor', { userId: ANONYMOUS_USER_ID, registerType: 'G' }, 'signed-out'],
    ['a registered customer', { userId: '12345', registerType: 'R' }, 'signed-in'],
    ['a guest account', { userId: '12345', registerType: 'G' }, 'signed-in'],
  ])('%s: both mounts say %s from the first frame', (_, session, state) => {
    const html = insuranceMounts(session as ShopSession);
    expect(html).toContain(`<div data-direct-billing="toggle" data-direct-billing-state="${state}"></div>`);
    expect(html).toContain(`<div data-direct-billing="cta" data-direct-billing-state="${state}"></div>`);
  });
});
