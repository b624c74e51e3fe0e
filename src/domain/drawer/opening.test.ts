// The views an opening drawer shows first, from the claim the page holds (spec 000 section 2, open-drawer and resume).
import { describe, expect, test } from 'vitest';
import type { Flow } from '../host/flow.ts';
import { openingViews } from './opening.ts';
import type { DrawerView, ResumeRecordLike } from './resume.ts';

/** A French claim whose approved quote waits to be accepted: the card's « Voir mon devis ». */
const quoteReady: ResumeRecordLike = { status: 'READY_TO_CLAIM', claimData: { quote: { status: 'APPROVED' } } };

describe('spec 000 §2: the views an opening drawer shows first, fetched together as it opens', () => {
  test.each<[string, DrawerView, ResumeRecordLike | null, Flow, DrawerView[]]>([
    ['« Voir mon devis »: the loading entry, the resume, and the quote it resumes on', 'loading', quoteReady, 'france', ['loading', 'resume', 'quote']],
    ['« Reprendre ma demande » at QUOTE_PENDING: the quote', 'loading', { status: 'QUOTE_PENDING' }, 'france', ['loading', 'resume', 'quote']],
    ['the French accepted claim: the quote, which shows it accepted', 'loading', { status: 'CLAIM_ACCEPTED' }, 'france', ['loading', 'resume', 'quote']],
    ['Continue my claim, the member found: the member view', 'loading', { status: 'INSURANCE_MEMBER_FOUND' }, 'north-america', ['loading', 'resume', 'insurance-member']],
    ['Continue my claim, the insurer chosen: the member lookup', 'loading', { status: 'UPDATED' }, 'north-america', ['loading', 'resume', 'insurance-member']],
    ['Continue my claim, ready to claim: the review', 'loading', { status: 'READY_TO_CLAIM' }, 'north-america', ['loading', 'resume', 'review']],
    ['a North American claim sent that holds the order: its review, never the default view', 'loading', { status: 'CLAIM_ACCEPTED' }, 'north-america', ['loading', 'resume', 'review']],
    ['a status the mapping does not know: the default view, which only the page flow names', 'loading', { status: 'SOMETHING_NEW' }, 'north-america', ['loading', 'resume']],
    ['no claim: the default view, which only the page flow names', 'loading', null, 'north-america', ['loading']],
    ['a deleted claim is none', 'loading', { status: 'DELETED' }, 'france', ['loading']],
    ['a claim that is over: a new claim starts on the default view', 'loading', { status: 'CLAIM_REJECTED' }, 'north-america', ['loading']],
    ['the page opens the resume: the view the claim reached', 'resume', quoteReady, 'france', ['resume', 'quote']],
    ['the page opens the resume without a claim', 'resume', null, 'france', ['resume']],
    ['the page opens a view of the claim: through the resume', 'quote', quoteReady, 'france', ['resume', 'quote']],
    ['a view of a claim without one: refused, the default view opens', 'review', null, 'north-america', []],
    ['the switch starts the flow: the intro', 'intro', null, 'north-america', ['intro']],
    ['a claim the switch takes to the member view', 'insurance-member', { status: 'INSURANCE_MEMBER_FOUND' }, 'north-america', ['insurance-member']],
    ['the page opens the error view', 'error', null, 'france', ['error']],
  ])('%s', (_, target, record, flow, expected) => {
    expect(openingViews(target, record, flow)).toEqual(expected);
  });
});
