// The drawer by keyboard alone in real Chromium (WCAG 2.4.3 focus order, 2.4.7 focus visible): where focus goes when a
// drawer that opened on its own closes, the Tab order of every view from its heading (header, content, footer), and the
// focus ring of a field in error, in the default colours and in forced colours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { frenchQuoteRequired, insurerChosen, readyToClaim, visitorOfPage } from './claims.ts';
import { cartAfterSetup, completeFlow, drawerIn, ENGLISH_FLOW as w, INSURER_WAIT, keyboard, press, QUEBEC_FLOW, shopPage, tabTo } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The element that has focus, looking through shadow roots: its text or name, its widget, whether in the drawer. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    const widget = active?.getAttribute('data-direct-billing') ?? null;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    // The page's body has no name worth reading: its whole text would bury what a failure says.
    const element = active === document.body ? null : (active as HTMLElement | null);
    const label = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.textContent : null;
    return {
      name: (element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? '').trim(),
      tag: active?.localName ?? null,
      widget,
      inHeader: Boolean(element?.closest('.drawer-header')),
      inDialog: Boolean(element?.closest('dialog')),
    };
  });

describe('a drawer that opened on its own gives focus back to the page’s widgets when it closes', () => {
  it('fr-ca at 360 × 740: back from the call-to-action’s sign-in, the drawer opens by itself; Escape gives focus to the call-to-action’s heading, not the page’s body', async () => {
    const { page, errors } = await shopPage(h, 360, 740);
    await page.goto(`${h.origin}/fr-ca/cart`);
    // The walk the shopper took: the switch (disabled while signed out: Space does nothing), then the call-to-action's prompt.
    await press(page, page.getByRole('switch', { name: 'Utiliser mes garanties' }), 'Space');
    await press(page, page.locator('[data-direct-billing="cta"]').getByRole('link', { name: 'Connectez-vous pour utiliser votre assurance vision' }));
    await press(page, page.getByRole('button', { name: 'Se connecter', exact: true }));
    await page.waitForURL('**/fr-ca/cart');
    const d = drawerIn(page, 'fr-ca');
    await d.getByRole('heading', { name: 'Utilisez votre assurance vision' }).waitFor(INSURER_WAIT);
    await expect.poll(async () => (await focused(page)).name).toBe('Utilisez votre assurance vision');
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ widget: 'cta', tag: 'h2', name: 'Vous avez une assurance vision?', inDialog: false });
    // From there Tab goes on in the call-to-action, not from the page's top.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ widget: 'cta', inDialog: false });
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** A control Tab stopped on. */
type Stop = Awaited<ReturnType<typeof focused>>;

/**
 * From the view's heading, which has focus as the view shows, Tab once round the drawer: every stop in the order Tab
 * reached it, until it comes back to the first.
 */
async function roundFromHeading(page: Page, heading: string): Promise<Stop[]> {
  await expect.poll(async () => (await focused(page)).name, { message: `${heading}: the view's heading has focus` }).toBe(heading);
  const stops: Stop[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    const first = stops[0];
    if (first && stop.name === first.name && stop.inHeader === first.inHeader) return stops;
    stops.push(stop);
  }
  throw new Error(`${heading}: Tab never came back to its first stop: ${stops.map((s) => s.name).join(' → ')}`);
}

/**
 * The header's controls (Back where the view allows it, then Close, as the screen shows them left to right) come first
 * from the view's heading, before any control of the view or its footer; every stop is in the drawer.
 */
async function expectHeaderFirst(page: Page, heading: string, words: { back: string; close: string }): Promise<void> {
  const stops = await roundFromHeading(page, heading);
  const names = stops.map((stop) => `${stop.inHeader ? 'header:' : ''}${stop.name}`).join(' → ');
  const header = stops.filter((stop) => stop.inHeader).map((stop) => stop.name);
  expect(header.at(-1), `${heading}: ${names}`).toBe(words.close);
  expect(header.filter((name) => name !== words.back && name !== words.close), `${heading}: ${names}`).toEqual([]);
  expect(stops.slice(0, header.length).every((stop) => stop.inHeader), `${heading}: ${names}`).toBe(true);
  expect(stops.every((stop) => stop.inDialog), `${heading}: ${names}`).toBe(true);
}

describe('the Tab order of every view follows the screen: the header, then the view, then its footer', () => {
  it('fr-ca at 360 × 740, the whole North American flow by keyboard: from each view’s heading, Tab reaches « Retour » and « Fermer » first', async () => {
    const { page, errors } = await shopPage(h, 360, 740);
    await cartAfterSetup(h, page, undefined, 'fr-ca');
    const seen: string[] = [];
    await completeFlow(page, keyboard(page), {
      axe: false,
      words: QUEBEC_FLOW,
      onView: async (heading) => {
        await expectHeaderFirst(page, heading, { back: 'Retour', close: 'Fermer' });
        seen.push(heading);
      },
    });
    expect(seen).toEqual([
      QUEBEC_FLOW.intro, QUEBEC_FLOW.insurers, QUEBEC_FLOW.member, QUEBEC_FLOW.found, QUEBEC_FLOW.upload, QUEBEC_FLOW.products, QUEBEC_FLOW.review,
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fr-fr at 1024 × 800, the quote view: « Retour » and « Fermer » first', async () => {
    const { page, errors } = await shopPage(h, 1024, 800);
    await cartAfterSetup(h, page, async (p) => frenchQuoteRequired(h, await visitorOfPage(h, p)), 'fr-fr');
    await press(page, page.getByRole('button', { name: 'Reprendre ma demande' }));
    await drawerIn(page, 'fr-fr').getByRole('heading', { name: 'Demandez votre devis' }).waitFor(INSURER_WAIT);
    await expectHeaderFirst(page, 'Demandez votre devis', { back: 'Retour', close: 'Fermer' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('en-ca at 1280 × 800, the error view: Close first', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    // The service refuses the page flow: the drawer shows its error view.
    await page.route('**/services/direct-billing/configurations?path=insurance-flow%2Fpage-flow*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errorType: 'TECHNICAL_ERROR' }) }),
    );
    await cartAfterSetup(h, page);
    await press(page, page.locator('[data-direct-billing="cta"]').getByRole('button', { name: 'Apply vision insurance' }));
    await drawerIn(page).getByRole('heading', { name: "We’re experiencing some issues" }).waitFor(INSURER_WAIT);
    await expectHeaderFirst(page, "We’re experiencing some issues", { back: 'Back', close: 'Close' });
    // The browser logs the 500 it was given; nothing else may fail.
    expect(errors.filter((e) => !/Failed to load resource: .* 500 /.test(e))).toEqual([]);
    await page.close();
  });
});

/** How a control is drawn: its outline (the focus ring, or a checkbox's error mark) and its top border (a field's). */
const drawn = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focused: (element.getRootNode() as ShadowRoot).activeElement === element,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      border: `${style.borderTopStyle} ${style.borderTopWidth} ${style.borderTopColor}`,
    };
  });

/** An outline's style and colour, without its width: a mark told from the ring by a pixel's width is not told apart. */
const look = (outline: string) => outline.replace(/ [\d.]+px /, ' ');

/**
 * A refused field, focused, shows the focus ring a field not in error shows (the same outline), and that ring is not
 * its error mark: the outline the refused field shows without focus, nor the colour of its border.
 */
async function expectRingOnError(page: Page, colours: string, valid: Locator, refused: Locator, away: Locator): Promise<void> {
  await tabTo(page, valid);
  const ring = await drawn(valid);
  expect(ring.outline, `${colours}: a focused field has a ring`).toMatch(/^solid 3px /);
  await tabTo(page, refused);
  const focusedRefused = await drawn(refused);
  expect(focusedRefused, `${colours}: the refused field's ring`).toMatchObject({ focused: true, outline: ring.outline });
  await tabTo(page, away);
  const mark = await drawn(refused);
  expect(look(mark.outline), `${colours}: the refused field's error mark, unfocused`).not.toBe(look(ring.outline));
  const ringColour = ring.outline.replace(/^solid 3px /, '');
  expect(mark.border.endsWith(ringColour), `${colours}: the error border ${mark.border} against the ring ${ring.outline}`).toBe(false);
}

describe('the focus ring on a field in error is the ring every field has, unlike the error’s mark', () => {
  it('en-ca at 1280 × 900: the terms refused at Submit take focus with the ring of a focused checkbox, in the default and in forced colours', async () => {
    const { page, errors } = await shopPage(h, 1280, 900);
    await cartAfterSetup(h, page, async (p) => readyToClaim(h, await visitorOfPage(h, p)));
    await press(page, page.getByRole('button', { name: 'Continue my claim' }));
    const d = drawerIn(page);
    await d.getByRole('heading', { name: w.review }).waitFor(INSURER_WAIT);
    const terms = d.getByRole('checkbox', { name: w.terms });
    const submit = d.getByRole('button', { name: w.submit });
    await tabTo(page, terms);
    const ring = await drawn(terms);
    expect(ring.outline).toMatch(/^solid 3px /);
    // The record had them accepted on the patient's page: the shopper unticks them.
    await page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(false);
    // Submit without the terms: refused, and the checkbox takes focus so its error is read with it.
    await press(page, submit);
    await expect.poll(() => terms.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => drawn(terms)).toMatchObject({ focused: true, outline: ring.outline });
    // The same box unfocused shows its error mark, not the ring.
    await tabTo(page, submit);
    expect(look((await drawn(terms)).outline)).not.toBe(look(ring.outline));

    await page.emulateMedia({ forcedColors: 'active' });
    await tabTo(page, terms);
    const forcedRing = await drawn(terms);
    expect(forcedRing.outline).toMatch(/^solid 3px /);
    await tabTo(page, submit);
    const forcedRingOfButton = await drawn(submit);
    expect(forcedRingOfButton.outline, 'in forced colours, the refused box’s ring is the one every control has').toBe(forcedRing.outline);
    expect(look((await drawn(terms)).outline), 'in forced colours, the refused box’s mark is not the ring').not.toBe(look(forcedRing.outline));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('en-ca at 1280 × 900: the member lookup’s refused fields show the ring of a field not in error, in the default and in forced colours', async () => {
    const { page, errors } = await shopPage(h, 1280, 900);
    await cartAfterSetup(h, page, async (p) => insurerChosen(h, await visitorOfPage(h, p)));
    await press(page, page.getByRole('button', { name: 'Continue my claim' }));
    const d = drawerIn(page);
    await d.getByRole('heading', { name: w.member }).waitFor(INSURER_WAIT);
    const memberId = d.getByRole('textbox', { name: w.memberId });
    const firstName = d.getByRole('textbox', { name: w.firstName });
    const dateOfBirth = d.getByRole('textbox', { name: w.dateOfBirth });
    await keyboard(page).fill(firstName, 'Alex');
    await keyboard(page).fill(dateOfBirth, '13/13/85');
    await press(page, d.getByRole('button', { name: w.check }));
    await expect.poll(() => memberId.getAttribute('aria-invalid')).toBe('true');
    expect(await dateOfBirth.getAttribute('aria-invalid')).toBe('true');
    for (const refused of [memberId, dateOfBirth]) await expectRingOnError(page, 'default colours', firstName, refused, firstName);
    await page.emulateMedia({ forcedColors: 'active' });
    for (const refused of [memberId, dateOfBirth]) await expectRingOnError(page, 'forced colours', firstName, refused, firstName);
    expect(errors).toEqual([]);
    await page.close();
  });
});
