// The day's online claims used up by the claim the insurer has just ended (spec 000 §4, "A positive restricted check
// blocks new claims"; spec 000 §9, up to 3 claims a day), against the real sandbox in process: the page loaded with one
// claim of the day left, the shopper sends it, and the insurer rejects it or cancels it after its acknowledgement. The
// card learns the limit as the answer arrives, with no reload, and says it in place of a new claim it would only refuse.
import { describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/preact';
import { MAX_CLAIM_ATTEMPTS } from '../../src/domain/constants.ts';
import { record } from '../../signals/claim/claim.ts';
import { submit } from '../../signals/drawer/submit/flow-submit.ts';
import { startVisit } from '../../signals/session/visit.ts';
import { claimAt, drawerSandbox, resetDrawerAfterEach } from '../../test/component/drawer-claim.ts';
import Cta from './Cta.tsx';

const WORDS = {
  'en-ca': {
    inProgress: 'Your claim is in progress',
    rejected: 'Your claim could not be processed',
    cancelled: 'Your claim was cancelled',
    limit: 'You’ve reached the daily limit of online claims. Please try again in 24 hours.',
  },
  'fr-ca': {
    inProgress: 'Votre demande est en cours',
    rejected: 'Votre demande n’a pas pu être traitée',
    cancelled: 'Votre demande a été annulée',
    limit: 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.',
  },
} as const;
type Locale = keyof typeof WORDS;

resetDrawerAfterEach();

/**
 * The cart page of a shopper with one online claim of the day left, their claim ready to send with the member ID of
 * the insurer's answer, loaded (the restricted check says they are free), the card shown.
 */
async function lastClaimOfTheDay(locale: Locale, memberId: string): Promise<void> {
  const { sandbox } = await drawerSandbox(locale);
  await claimAt(sandbox, 'ready-to-claim', { terms: true, memberId });
  const file = sandbox.state.service.customer(record.value?.customerNumber ?? '');
  for (let sent = 1; sent < MAX_CLAIM_ATTEMPTS; sent += 1) file.submits.push(sandbox.state.service.now());
  render(<Cta />);
  await startVisit();
  expect(await screen.findByRole('heading', { name: WORDS[locale].inProgress })).toBeTruthy();
}

/** The card's region, found by its heading, once its text holds the day's limit. */
async function cardSaying(heading: string, limit: string): Promise<HTMLElement> {
  const card = await screen.findByRole('region', { name: heading });
  await within(card).findByText((_, element) => element?.tagName === 'P' && !!element.textContent?.endsWith(limit));
  return card;
}

describe('spec 000 §4: a claim the insurer ends, the day’s last, leaves the card saying the daily limit, not offering a new claim', () => {
  test.each(Object.keys(WORDS) as Locale[])('rejected by the insurer, as the submit’s answer arrives (%s)', async (locale) => {
    await lastClaimOfTheDay(locale, 'W-REJECT-1');
    await submit();
    expect(record.value?.status).toBe('CLAIM_REJECTED');
    const card = await cardSaying(WORDS[locale].rejected, WORDS[locale].limit);
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });

  test.each(Object.keys(WORDS) as Locale[])('acknowledged, then cancelled by the insurer, as the follow reads the cancel (%s)', async (locale) => {
    await lastClaimOfTheDay(locale, 'W-ACKNULL-1');
    await submit();
    const card = await cardSaying(WORDS[locale].cancelled, WORDS[locale].limit);
    expect(record.value?.status).toBe('CLAIM_NULLIFIED');
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });
});
