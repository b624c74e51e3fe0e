// The day's claim attempts used, the last refused by the insurer (spec 000 §8: in non-retryable mode the drawer shows
// the no-retry error, "cannot be submitted online"; §9: up to 3 claim attempts, then a 24-hour wait), against the real
// sandbox in process, in US English and Quebec French: the call-to-action on the cart says what the drawer's result
// said, with no claim to continue and no estimate of a share that will not come.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { submitClaim } from '../../src/api/claim/claims.ts';
import { MAX_CLAIM_ATTEMPTS } from '../../src/domain/constants.ts';
import { setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { lastAttemptNow } from '../../signals/claim/quote-limit.ts';
import { currentApi } from '../../signals/claim/claim-kit.ts';
import { claimAt, drawerSandbox } from '../../test/component/drawer-claim.ts';
import Cta from './Cta.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The card under its level-2 heading: its text and its buttons. */
async function card(heading: string): Promise<{ text: string; buttons: string[] }> {
  const title = await screen.findByRole('heading', { level: 2, name: heading });
  const region = title.closest('section') as HTMLElement;
  return { text: region.textContent ?? '', buttons: within(region).queryAllByRole('button').map((b) => b.textContent ?? '') };
}

describe('spec 000 §8 non-retryable mode and §9 claim attempts: the cart after the last attempt was refused', () => {
  it.each([
    { locale: 'en-us', progress: 'Your claim is in progress', resume: 'Continue my claim', spent: 'Your claim cannot be submitted online', fullPrice: 'Check out at full price', money: /\$/ },
    { locale: 'fr-ca', progress: 'Votre demande est en cours', resume: 'Reprendre ma demande', spent: 'Votre demande ne peut pas être envoyée en ligne', fullPrice: 'Payez le prix complet', money: /\$/ },
  ])('$locale: refused with attempts left, the claim to continue; refused at the last attempt, the card says it cannot be sent online, with nothing to continue and no estimate', async ({ locale, progress, resume, spent, fullPrice, money }) => {
    const { sandbox } = await drawerSandbox(locale);
    // The member ID's scenario word: the insurer refuses the claim's information each time (CLAIM_ERROR).
    const id = await claimAt(sandbox, 'ready-to-claim', { memberId: 'INSURERERR-1', terms: true });
    setInsuranceLoad('ready');
    const send = async () => {
      await submitClaim(currentApi(), id);
      // The sandbox helper moves its clock past the insurer's answer on this read.
      setRecord(await getClaimRecord(currentApi(), id));
    };
    await send();
    render(<Cta />);
    const refused = await card(progress);
    expect(refused.buttons).toContain(resume);

    for (let sent = 1; sent < MAX_CLAIM_ATTEMPTS; sent++) await send();
    expect(lastAttemptNow()).toBe(true);
    const over = await card(spent);
    expect(over.text).toContain(fullPrice);
    expect(over.buttons).not.toContain(resume);
    expect(over.text).not.toMatch(money);
    expect(screen.queryByRole('heading', { name: progress })).toBeNull();
  });
});
