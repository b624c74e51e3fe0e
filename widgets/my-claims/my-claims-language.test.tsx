// My-claims on an English page after a claim made on a French one (spec 001 §2 My-claims): every insurance summary, the
// French claim's and the history's, speaks the page's language, not the language the claim or the sign-in was made in.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/preact';
import MyClaims from './MyClaims.tsx';
import { listCustomerClaims } from '../../src/api/claim/claims.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { loadSession, session } from '../../signals/session/session.ts';
import { configure } from '../../test/component/setup.ts';
import { endMyClaims, MY_CLAIMS_API, myClaimsShopper, submittedClaim } from '../../test/component/my-claims.ts';

afterEach(endMyClaims);

describe('spec 001 §2 My-claims: the summaries in the page\'s language', () => {
  it('an English page lists a claim made and accepted on a Quebec French page, and the seeded history, in English', async () => {
    const sandbox = await myClaimsShopper('fr-ca', 'fr_CA');
    const accepted = await submittedClaim(sandbox);
    expect(accepted.status).toBe('CLAIM_ACCEPTED');
    const french = (await listCustomerClaims(currentApi(), session.value?.userId ?? '')).claims;
    expect(french.map((row) => row.insuranceSummary)).toContain('Demande remboursée après le retour de la commande');

    // The same shopper opens their claims on the English shop.
    configure({ apiBaseUrl: MY_CLAIMS_API, locale: 'en-ca' });
    await loadSession();
    render(<MyClaims />);
    const table = await screen.findByRole('table', { name: 'Your vision insurance claims, newest first' });
    const summaryOf = (order: string) => within(within(table).getByRole('row', { name: new RegExp(order) })).getAllByRole('cell')[2]?.textContent;
    expect(summaryOf(accepted.cartId ?? '')).toMatch(/^Quillfeather Vision Plan paid \$\d+\.\d{2} of this order$/);
    expect(summaryOf('69990417')).toBe('Claim refunded after the order was returned');
    expect(summaryOf('69989852')).toBe('Your insurer was invoiced $185.00 for this order');
    expect(summaryOf('69987003')).toBe('Status not available for this older claim');
    expect(table.textContent).not.toMatch(/Demande|pris en charge|facturés|Régime|Statut/);
  });
});
