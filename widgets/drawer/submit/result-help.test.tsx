// The help the result modal offers (spec 000 sections 7, 8 and 9; spec 001 section 9): the phone and e-mail of every error
// dialog, and the brands ebd and fde's phone and FAQ wherever the shopper may need help, switched by the brand's
// frontend-bundle flags as the in-process sandbox answers them. English and French.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import { FEATURES_HEADER } from '../../../sandbox/service/configurations.ts';
import type { SubmitResult } from '../../../signals/drawer/submit/flow-submit.ts';
import { bundleFlags } from '../../../signals/host/features.ts';
import { configure } from '../../../test/component/setup.ts';
import { ORIGIN, sandboxFetch } from '../../../test/component/sandbox-fetch.ts';
import ResultModal from './ResultModal.tsx';

const SHOP = { apiBaseUrl: `${ORIGIN}/services/direct-billing`, contactPhone: '+1 (800) 555-0199', contactEmail: 'help@shop.example.com', faqUrl: '/{locale}/help/faq' };
const WORDS = {
  en: { error: 'We’re experiencing some issues', warning: 'Your insurer hasn’t confirmed your claim', faq: /Read our frequently asked questions/, locale: 'en-ca' },
  fr: { error: 'Nous rencontrons des difficultés', warning: 'Votre assureur n’a pas confirmé votre demande', faq: /Consulter notre foire aux questions/, locale: 'fr-ca' },
} as const;
const GENERIC: SubmitResult = { outcome: 'GENERIC_ERROR', amount: null, details: null };
const ACKNOWLEDGED: SubmitResult = { outcome: 'CLAIM_ACKNOWLEDGED', amount: null, details: null };
const ACCEPTED: SubmitResult = { outcome: 'ACCEPTED', amount: 5000, details: null };

/** The shop of a brand in a language; the sandbox answers its frontend-bundle with the header's flags, when given. */
function shop(brand: string, lang: keyof typeof WORDS, features?: string): void {
  configure({ ...SHOP, brand, locale: WORDS[lang].locale });
  const sandbox = sandboxFetch();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (features) headers.set(FEATURES_HEADER, features);
    return sandbox.fetch(input, { ...init, headers });
  });
}

/** Shows the modal of a result and waits for the brand's bundle flags, so what it shows is what it keeps showing. */
async function show(result: SubmitResult, name: string): Promise<HTMLElement> {
  render(<ResultModal result={result} onRetry={() => undefined} />);
  await waitFor(() => expect(bundleFlags.value).not.toBeNull());
  return screen.findByRole('dialog', { name });
}

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('no shop configured')));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['en', 'fr'] as const)('spec 000 §9: brand help in the result modal (%s)', (lang) => {
  const words = WORDS[lang];
  const faqHref = `/${words.locale}/help/faq`;

  it.each(['ebd', 'fde'])('%s shows the phone and the FAQ on a warning and on the generic alert', async (brand) => {
    shop(brand, lang);
    for (const [result, name] of [[ACKNOWLEDGED, words.warning], [GENERIC, words.error]] as const) {
      const dialog = await show(result, name);
      expect(within(dialog).getByRole('link', { name: '+1 (800) 555-0199' }).getAttribute('href')).toBe('tel:+18005550199');
      expect(within(dialog).getByRole('link', { name: 'help@shop.example.com' }).getAttribute('href')).toBe('mailto:help@shop.example.com');
      const faq = within(dialog).getByRole('link', { name: words.faq });
      expect(faq.getAttribute('href')).toBe(faqHref);
      expect(faq.getAttribute('target')).toBe('_blank');
      cleanup();
    }
  });

  it('cle shows no FAQ, and the phone only on the generic alert (spec 000 §8)', async () => {
    shop('cle', lang);
    let dialog = await show(ACKNOWLEDGED, words.warning);
    expect(within(dialog).queryByRole('link')).toBeNull();
    cleanup();
    dialog = await show(GENERIC, words.error);
    // The number is one piece the base sheet keeps on one line (spec 000 §8).
    expect(within(dialog).getByRole('link', { name: '+1 (800) 555-0199' }).classList.contains('phone')).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'help@shop.example.com' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: words.faq })).toBeNull();
  });

  it('ebd shows no help on an accepted claim', async () => {
    shop('ebd', lang);
    render(<ResultModal result={ACCEPTED} onRetry={() => undefined} />);
    await waitFor(() => expect(bundleFlags.value).not.toBeNull());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('spec 000 §7: the frontend-bundle flags switch the help: ebd without FAQ, cle with phone and FAQ', async () => {
    shop('ebd', lang, 'showFaq=false');
    let dialog = await show(ACKNOWLEDGED, words.warning);
    expect(within(dialog).getByRole('link', { name: '+1 (800) 555-0199' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: words.faq })).toBeNull();
    cleanup();
    shop('cle', lang, 'showContactPhone=true;showFaq=true');
    dialog = await show(ACKNOWLEDGED, words.warning);
    expect(within(dialog).getByRole('link', { name: '+1 (800) 555-0199' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: words.faq }).getAttribute('href')).toBe(faqHref);
  });
});
