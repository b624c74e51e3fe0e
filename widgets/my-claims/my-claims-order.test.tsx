// My-claims once the order is placed (spec 001 §2 My-claims; spec 000 §4 CLAIM_INVOICED): the claim whose share the
// order took reads Invoiced, with the share deducted, in English and in French; not Accepted, which is a claim the
// shopper could still cancel.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import MyClaims from './MyClaims.tsx';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { submitClaim } from '../../src/api/claim/claims.ts';
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

describe('spec 001 §2 My-claims: the claim of a placed order', () => {
  it.each([
    { locale: 'en-ca', shop: 'en_CA', table: 'Your vision insurance claims, newest first', status: 'Invoiced', summary: /^Quillfeather Vision Plan was invoiced \$(\d+\.\d{2}) for this order$/ },
    { locale: 'fr-ca', shop: 'fr_CA', table: /^Vos demandes/, status: 'Facturée', summary: /^(\d+,\d{2})\u00a0\$ facturés à .+ pour cette commande$/ },
  ])('$locale: the accepted claim reads $status once its order is placed, its share deducted', async ({ locale, shop, table: name, status, summary }) => {
    // A Wednesday morning in Los Angeles, far from the nullify cut-off.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-18T18:00:00Z') });
    configure({ apiBaseUrl, locale });
    const sandbox = sandboxFetch();
    vi.stubGlobal('fetch', sandbox.fetch);
    await sandbox.signIn(shop);
    await loadSession();
    const id = await claimAt(sandbox, 'ready-to-claim', { terms: true });
    await submitClaim(currentApi(), id);
    sandbox.state.advanceClock(SETTLE);
    const accepted = await getClaimRecord(currentApi(), id);
    expect(accepted.status).toBe('CLAIM_ACCEPTED');
    const visitor = [...sandbox.state.sessions.values()].find((s) => s.userId === session.value?.userId);
    const order = sandbox.state.completeOrder(visitor!);
    expect(order.number).toBe(accepted.cartId);

    render(<MyClaims />);
    const table = await screen.findByRole('table', { name });
    const cells = within(within(table).getByRole('row', { name: new RegExp(order.number) })).getAllByRole('cell').map((cell) => cell.textContent ?? '');
    expect(cells).toContain(status);
    const said = cells.map((cell) => summary.exec(cell)).find(Boolean);
    expect(said?.[1]).toBe(accepted.claimData?.claim?.confirmedAmount?.amount.toFixed(2).replace('.', locale === 'en-ca' ? '.' : ','));
  });
});
