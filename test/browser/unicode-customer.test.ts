// A shopper whose shop e-mail and name are outside Latin-1 uses the widgets like anyone (spec 000 §7, customer headers;
// src/contract/headers.ts): the demo shop's customer łukasz@example.pl, Łukasz Żółć (sandbox/customers.ts), signs in on
// the demo shop's own form, walks the North American flow to the member's benefits and on, in English and in Quebec
// French; every customer call carries the e-mail encoded, the sandbox reads it back, and the record holds the name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { completeFlow, ENGLISH_FLOW, mouse, QUEBEC_FLOW, shopPage, type FlowWords } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const EMAIL = 'łukasz@example.pl';
const ENCODED = "UTF-8''%C5%82ukasz%40example.pl";

/** Signs in on the demo shop's sign-in form with this e-mail, back to the cart. */
async function signInAs(page: Page, locale: string, email: string, label: string, button: RegExp): Promise<void> {
  await page.goto(`${h.origin}/${locale}/sign-in?redirectUrl=${encodeURIComponent(`/${locale}/cart`)}`);
  await page.getByLabel(label).fill(email);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(`**/${locale}/cart`);
}

describe('spec 000 §7: a customer e-mail and name outside Latin-1', () => {
  it.each<[string, string, string, RegExp, FlowWords]>([
    ['English', 'en-ca', 'Email', /^Sign in$/, ENGLISH_FLOW],
    ['Quebec French', 'fr-ca', 'Adresse courriel', /^Se connecter$/, QUEBEC_FLOW],
  ])('%s: łukasz@example.pl reaches the member\'s benefits and goes on; every customer header is encoded and the record is Łukasz Żółć\'s', async (_name, locale, label, button, words) => {
    // The same e-mail is the same customer of the shop next time, with the claim the other language's walk began: each
    // walk starts from a sandbox that has not met them.
    h.state.reset();
    const { page } = await shopPage(h, 1280, 800);
    const errors = collectErrors(page);
    const sent: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/services/direct-billing/') && request.headers().authorization) sent.push(request.headers()['x-customer-email']);
    });
    await signInAs(page, locale, EMAIL, label, button);
    let benefits = false;
    // To the member's benefits ("Good news, we found you") and the step after it (under Self, the member found asks the
    // doctor and goes on to the upload).
    await completeFlow(page, mouse, { words, axe: false, stopAt: words.upload, onView: async (heading) => void (heading === words.found && (benefits = true)) });
    expect(benefits).toBe(true);
    await page.getByRole('dialog', { name: words.drawer }).getByRole('heading', { name: words.upload }).waitFor();
    // Every customer call carried the e-mail, encoded as the contract documents; none was refused for it.
    expect(sent.length).toBeGreaterThan(3);
    expect(new Set(sent)).toEqual(new Set([ENCODED]));
    const records = [...h.state.service.records.values()].map((stored) => stored.record).filter((record) => record.customerEmail === EMAIL);
    expect(records.at(-1)?.customerName).toEqual({ firstName: 'Łukasz', lastName: 'Żółć' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
