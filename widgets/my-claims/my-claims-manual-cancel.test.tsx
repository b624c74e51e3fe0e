// A claim whose cancellation the service could not make online and handed to a person (spec 000 §4: FOR_MANUAL_NULLIFY,
// customer-facing NULLIFY_REJECTED; sandbox scenario MANUALNULLIFY), as My claims lists it, against the real sandbox in
// process: it is no longer shown Accepted, a claim that stands, but as the call-to-action says it: it could not be cancelled online.
// So too a cancellation the insurer refused (CLAIM_NULLIFY_REJECTED, customer-facing NULLIFY_REJECTED; scenario NONULLIFY).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import MyClaims from './MyClaims.tsx';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { nullifyClaim, submitClaim } from '../../src/api/claim/claims.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { resetMyClaims } from '../../signals/my-claims/my-claims.ts';
import { claimAt, drawerSandbox, SETTLE } from '../../test/component/drawer-claim.ts';

afterEach(() => {
  cleanup();
  resetMyClaims();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('spec 000 §4 and spec 001 §2: My claims lists a cancellation handed to a person by the customer-facing status table', () => {
  const manual = 'a cancellation handed to a person (MANUALNULLIFY, FOR_MANUAL_NULLIFY)';
  const refused = 'a cancellation the insurer refused (NONULLIFY, CLAIM_NULLIFY_REJECTED)';
  it.each([
    ['en-ca', manual, 'MANUALNULLIFY-1', 'FOR_MANUAL_NULLIFY', 'Couldn’t cancel online: contact customer service', 'Accepted'],
    ['en-us', manual, 'MANUALNULLIFY-1', 'FOR_MANUAL_NULLIFY', 'Couldn’t cancel online: contact customer service', 'Accepted'],
    ['fr-ca', manual, 'MANUALNULLIFY-1', 'FOR_MANUAL_NULLIFY', 'Non annulée en ligne\u00a0: contactez le service à la clientèle', 'Acceptée'],
    ['en-ca', refused, 'NONULLIFY-1', 'CLAIM_NULLIFY_REJECTED', 'Couldn’t cancel online: contact customer service', 'Accepted'],
    ['fr-ca', refused, 'NONULLIFY-1', 'CLAIM_NULLIFY_REJECTED', 'Non annulée en ligne\u00a0: contactez le service à la clientèle', 'Acceptée'],
  ])('%s, %s: the row says it could not be cancelled online, not that it stands accepted', async (locale, _case, memberId, recordStatus, shown, accepted) => {
    const { sandbox } = await drawerSandbox(locale);
    const id = await claimAt(sandbox, 'ready-to-claim', { memberId, terms: true });
    await submitClaim(currentApi(), id);
    sandbox.state.advanceClock(SETTLE);
    await nullifyClaim(currentApi(), id, 'CUSTOMER_INITIATED', 'CUSTOMER');
    sandbox.state.advanceClock(SETTLE);
    const ended = await getClaimRecord(currentApi(), id);
    expect([ended.status, ended.customerFacingStatus]).toEqual([recordStatus, 'NULLIFY_REJECTED']);

    render(<MyClaims />);
    const row = await screen.findByRole('row', { name: new RegExp(ended.cartId ?? id) });
    const status = within(row).getAllByRole('cell')[1]?.textContent;
    expect(status).toBe(shown);
    expect(status).not.toBe(accepted);
  });
});
