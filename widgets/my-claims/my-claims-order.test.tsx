// My-claims once the order is placed (spec 001 §2 My-claims; spec 000 §4 CLAIM_INVOICED): the claim whose share the
// order took reads Invoiced, with the share deducted, in English and in French; not Accepted, which is a claim the
// shopper could still cancel.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/preact';
import MyClaims from './MyClaims.tsx';
import { session } from '../../signals/session/session.ts';
import { endMyClaims, myClaimsShopper, submittedClaim } from '../../test/component/my-claims.ts';

afterEach(endMyClaims);

describe('spec 001 §2 My-claims: the claim of a placed order', () => {
  it.each([
    { locale: 'en-ca', shop: 'en_CA', table: 'Your vision insurance claims, newest first', status: 'Invoiced', summary: /^Quillfeather Vision Plan was invoiced \$(\d+\.\d{2}) for this order$/ },
    { locale: 'fr-ca', shop: 'fr_CA', table: /^Vos demandes/, status: 'Facturée', summary: /^(\d+,\d{2})\u00a0\$ facturés à .+ pour cette commande$/ },
  ])('$locale: the accepted claim reads $status once its order is placed, its share deducted', async ({ locale, shop, table: name, status, summary }) => {
    const sandbox = await myClaimsShopper(locale, shop);
    const accepted = await submittedClaim(sandbox);
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
