// The estimate on the products step follows what the shopper ticks (spec 000 §2 select-product; §9, the estimate of the
// insurer's share), against the real sandbox in process, in English and Quebec French (the French of France's flow has
// no products step: its mutuelle quotes the whole order): nothing ticked, it says to choose a product
// and shows no amount, above the products and beside Continue; ticked again, the amounts come back.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { setInsuranceLoad } from '../../../signals/claim/claim.ts';
import { followTabReturns } from '../../../test/component/tab-return.ts';
import { claimAt, drawerSandbox } from '../../../test/component/drawer-claim.ts';

/** What the shopper reads, by the shop's locale; the amounts are the demo cart's glasses (a frame and its lenses). */
const WORDS = {
  'en-ca': {
    heading: 'Choose the products to cover',
    share: 'Your insurer pays (estimate)',
    amount: '$238.00',
    footer: /^Estimate: your insurer pays \$238\.00, you pay/,
    choose: 'Choose at least one product to see your estimate.',
    required: 'Please select an option',
  },
  'fr-ca': {
    heading: 'Choisissez les produits à couvrir',
    share: 'Votre assureur paie (estimation)',
    amount: '238,00\u00a0$',
    footer: /^Estimation\s: votre assureur paie 238,00/,
    choose: 'Choisissez au moins un produit pour voir votre estimation.',
    required: 'Veuillez choisir une option',
  },
} as const;

followTabReturns();

describe.each(Object.keys(WORDS) as (keyof typeof WORDS)[])('spec 000 §§2, 9: the estimate follows the products ticked (%s)', (locale) => {
  const w = WORDS[locale];
  // The shop names its products in the page's langId, the default one (English) here.
  const glasses = () => screen.getByRole('checkbox', { name: /^Harbour round frame/ }) as HTMLInputElement;
  const footerLine = () => screen.queryByText(w.footer);

  it('nothing ticked: no amount, and a line that says to choose a product; ticked again: the amounts', async () => {
    const drawer = await drawerSandbox(locale);
    await claimAt(drawer.sandbox, 'prescription-approved', { terms: true });
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    act(() => openDrawer('select-product'));
    await screen.findByRole('heading', { name: w.heading });
    await waitFor(() => expect(glasses().checked).toBe(true));
    await waitFor(() => expect(screen.getByText(w.share).nextElementSibling?.textContent).toBe(w.amount));
    expect(footerLine()).toBeTruthy();

    fireEvent.click(glasses());
    // Said at once, before any Continue: above the products and beside Continue, with no amount anywhere.
    await waitFor(() => expect(screen.queryByText(w.share)).toBeNull());
    expect(footerLine()).toBeNull();
    expect(screen.getAllByText(w.choose)).toHaveLength(2);
    expect(screen.queryByText(w.required)).toBeNull();

    fireEvent.click(glasses());
    await waitFor(() => expect(screen.getByText(w.share).nextElementSibling?.textContent).toBe(w.amount));
    expect(footerLine()).toBeTruthy();
    expect(screen.queryByText(w.choose)).toBeNull();
  });
});
