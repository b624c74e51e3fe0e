// Hostile strings in insurer names, plan descriptions, claim data and the values of translation placeholders
// (markup with an onerror handler, very long unbroken words, right-to-left overrides, emoji, `{{name}}` and `$&`) render
// as text: shown literally, no element injected, no script run (the onerror flag stays unset), nothing wider than 320 px.
// Insurer names, plan descriptions and my-claims rows are planted in the service's answers on their way to the page
// (a route rewrites the sandbox's real answers, which stay schema-valid); the claim's people are planted in the
// sandbox's memory (state), as if a shopper had typed them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../browser/harness.ts';
import { drawer, INSURER_WAIT, shopPage, signInToCart } from '../browser/flow.ts';
import { readyToClaim, visitorOfPage } from '../browser/claims.ts';
import { expectInert, plantInAnswers, textOf, watchPage, widgetText } from './host-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Markup that sets a flag if it were ever parsed as HTML. */
const markup = (tag: string) => `<img src=x onerror="window.__pwned='${tag}'"><b>${tag}</b>`;
/** One word longer than a 320 px screen is wide. */
const LONG = 'Unbreakablewordwithoutanyspacewhatsoever'.repeat(6);
/** Right-to-left override and mark, Arabic, emoji, a placeholder and a replacement pattern. */
const TRICKS = '\u202Eevil\u202C \u200Fتأمين 👓🦄🏳️‍🌈 {{name}} {{amount}} $& $1';

const INSURER = `${markup('insurer')} Quill ${TRICKS} ${LONG}`;
const PLAN = `${markup('plan')} Frames ${TRICKS} ${LONG}`;
const SUMMARY = `${markup('claim')} Paid ${TRICKS} ${LONG}`;
const PERSON = `${markup('person')}Zoë ${TRICKS}`;

describe('hostile strings render as text', () => {
  it.each([
    ['English', 'en-ca', 'Quillfeather Vision Plan', 'Insurers we work with', 'Find your insurer', 'is in our network: apply your benefits online'],
    ['French', 'fr-fr', 'Mutuelle Pivoine Santé', 'Nos mutuelles partenaires', 'Trouvez votre mutuelle', 'fait partie de notre réseau\u202f: utilisez le tiers payant en ligne'],
  ])('hostile data: insurer names and placeholders on the overview in %s, at 320 px', async (_, locale, real, listName, searchName, sentence) => {
    const { page } = await shopPage(h, 320, 720);
    const watch = await watchPage(page);
    await plantInAnswers(page, [[real, INSURER]]);
    await page.goto(`${h.origin}/${locale}/direct-billing-vision-care-insurance`);
    const list = page.getByRole('list', { name: listName });
    await list.waitFor();
    expect(await textOf(list)).toContain(INSURER);
    await expectInert(page, watch, 'overview list');
    await page.getByRole('combobox', { name: searchName }).fill('Quill');
    const option = page.getByRole('listbox', { name: searchName }).getByRole('option').first();
    expect(await textOf(option)).toBe(INSURER);
    await option.click();
    // The name fills the card's {{name}} placeholder once, literally: its own {{name}}, {{amount}} and $& stay as they came.
    await page.getByText(sentence, { exact: false }).first().waitFor();
    expect(await widgetText(page)).toContain(`${INSURER} ${sentence}`);
    await expectInert(page, watch, 'overview card');
    await page.close();
  });

  it('hostile data: insurer names in the drawer’s insurer list and plan descriptions in the member’s benefits, at 320 px', async () => {
    const { page } = await shopPage(h, 320, 720);
    const watch = await watchPage(page);
    await plantInAnswers(page, [
      ['Quillfeather Vision Plan', INSURER],
      ['Frame allowance up to', PLAN],
    ]);
    await signInToCart(h, page);
    const d = drawer(page);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
    await d.getByRole('button', { name: 'Get started' }).click();
    await d.getByRole('heading', { name: 'Choose your insurer' }).waitFor();
    // Each insurer is a button named by the insurer's name (issue 24): the planted name is its text, as text.
    const insurers = d.locator('button.insurer');
    await insurers.first().waitFor();
    const names = await Promise.all((await insurers.all()).map((b) => textOf(b)));
    const planted = names.indexOf(INSURER);
    expect(planted, `the insurers read: ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
    await expectInert(page, watch, 'insurers');
    await insurers.nth(planted).click();
    await d.getByRole('textbox', { name: 'Member ID' }).fill('W1234567');
    await d.getByRole('textbox', { name: 'Group ID' }).fill('GRP-100');
    await d.getByRole('textbox', { name: 'Policy holder’s first name' }).fill('Alex');
    await d.getByRole('textbox', { name: 'Policy holder’s last name' }).fill('Martin');
    await d.getByRole('textbox', { name: 'Date of birth' }).fill('04/12/1988');
    await d.getByRole('textbox', { name: 'Postal code' }).fill('H2X 1Y4');
    await d.getByRole('button', { name: 'Check eligibility' }).click();
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor(INSURER_WAIT);
    await d.getByText('Frames', { exact: false }).first().waitFor();
    const text = await textOf(d);
    expect(text).toContain(PLAN);
    await expectInert(page, watch, 'member benefits');
    await page.close();
  });

  it('hostile data: claim data on the review, the call-to-action and my-claims, at 320 px', async () => {
    const { page } = await shopPage(h, 320, 720);
    const watch = await watchPage(page);
    await plantInAnswers(page, [
      ['Quillfeather Vision Plan', INSURER],
      ['Claim refunded after the order was returned', SUMMARY],
    ]);
    await signInToCart(h, page);
    const { id } = await readyToClaim(h, await visitorOfPage(h, page));
    // The claim's people, planted in the sandbox's memory as if typed.
    const data = h.state.service.records.get(id)?.record.claimData;
    if (!data?.patient || !data.referrer) throw new Error('the record has no patient or doctor');
    Object.assign(data.patient, { firstName: PERSON, lastName: LONG });
    Object.assign(data.referrer, { firstName: `${markup('doctor')} Dr ${TRICKS}`, lastName: LONG });
    await page.reload();
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    const d = drawer(page);
    await d.getByRole('heading', { name: 'Review your claim' }).waitFor(INSURER_WAIT);
    const review = await textOf(d);
    for (const planted of [PERSON, `${markup('doctor')} Dr ${TRICKS}`, LONG]) expect(review).toContain(planted);
    await expectInert(page, watch, 'review');

    await d.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await d.getByRole('button', { name: 'Submit claim' }).click();
    const applied = page.getByRole('dialog', { name: 'Claim applied' });
    await applied.waitFor(INSURER_WAIT);
    await expectInert(page, watch, 'claim applied');
    await applied.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.getByText('Your insurance is applied').first().waitFor(INSURER_WAIT);
    await expectInert(page, watch, 'call-to-action');

    await page.goto(`${h.origin}/en-ca/account/claims`);
    const list = page.getByRole('list', { name: 'Your vision insurance claims, newest first' });
    await list.waitFor();
    expect(await textOf(list)).toContain(SUMMARY);
    expect(await textOf(list)).toContain(`${INSURER} paid `);
    await expectInert(page, watch, 'my-claims');
    await page.close();
  });
});
