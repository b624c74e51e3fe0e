// My-claims on an English page after a claim made on a French one (spec 001 §2 My-claims): every insurance summary, the
// French claim's and the history's, speaks the page's language, not the language the claim or the sign-in was made in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import MyClaims from './MyClaims.tsx';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { listCustomerClaims, submitClaim } from '../../src/api/claim/claims.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { resetMyClaims } from '../../signals/my-claims/my-claims.ts';
import { loadSession, session } from '../../signals/session/session.ts';
import { claimAt } from '../../test/component/drawer-claim.ts';
import { configure } from '../../test/component/setup.ts';
import { ORIGIN, sandboxFetch } from '../../test/component/sandbox-fetch.ts';

const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;
const apiBaseUrl = `${ORIGIN}/services/direct-billing`;

afterEach(() => {
  cleanup();
  resetMyClaims();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('spec 001 §2 My-claims: the summaries in the page\'s language', () => {
  it('an English page lists a claim made and accepted on a Quebec French page, and the seeded history, in English', async () => {
    // A Wednesday morning in Los Angeles, far from the nullify cut-off, as the drawer's sandbox walks use.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-18T18:00:00Z') });
    configure({ apiBaseUrl, locale: 'fr-ca' });
    const sandbox = sandboxFetch();
    vi.stubGlobal('fetch', sandbox.fetch);
    await sandbox.signIn('fr_CA');
    await loadSession();
    const id = await claimAt(sandbox, 'ready-to-claim', { terms: true });
    await submitClaim(currentApi(), id);
    sandbox.state.advanceClock(SETTLE);
    const accepted = await getClaimRecord(currentApi(), id);
    expect(accepted.status).toBe('CLAIM_ACCEPTED');
    const french = (await listCustomerClaims(currentApi(), session.value?.userId ?? '')).claims;
    expect(french.map((row) => row.insuranceSummary)).toContain('Demande remboursée après le retour de la commande');

    // The same shopper opens their claims on the English shop.
    configure({ apiBaseUrl, locale: 'en-ca' });
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
