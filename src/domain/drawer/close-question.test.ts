// The close confirmation's wording, as a table citing spec 000 §2 and §4 and spec 001 §2.
import { describe, expect, test } from 'vitest';
import type { StatusRecordLike } from '../claim/record-status.ts';
import { closeQuestion, leaveAsks, leaveHeld, type CloseQuestion } from './close-question.ts';
import type { LeaveVia } from './flow-nav.ts';

describe('spec 000 §2 close confirmation: unsent answers, or answers on their way', () => {
  test.each<{ name: string; record: StatusRecordLike | null; question: CloseQuestion }>([
    { name: 'no record yet: what was typed is not sent', record: null, question: 'unsent' },
    { name: 'the member to find (INSURANCE_MEMBER_REQUIRED): not sent', record: { status: 'INSURANCE_MEMBER_REQUIRED' }, question: 'unsent' },
    { name: 'the member not found: what was typed again is not sent', record: { status: 'INSURANCE_MEMBER_NOT_FOUND' }, question: 'unsent' },
    { name: 'spec 001 §2: the lookup in flight (QUOTE_REQUESTED is SYNC_INSURANCE): being sent', record: { status: 'QUOTE_REQUESTED' }, question: 'sending' },
    {
      name: 'a quote request in flight (QUOTE_REQUESTED, quote SUBMITTED): being sent',
      record: { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'SUBMITTED' } } },
      question: 'sending',
    },
    {
      name: 'spec 000 §4: the insurer offline (SERVICE_OFFLINE) answers nothing: the usual question',
      record: { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'CONNECTION_ERROR', errorCode: 'INSURER_OFFLINE' } } },
      question: 'unsent',
    },
    { name: 'the member found (QUOTE_REQUIRED), the next page typed: not sent', record: { status: 'QUOTE_REQUIRED' }, question: 'unsent' },
  ])('$name', ({ record, question }) => {
    expect(closeQuestion(record)).toBe(question);
  });

  test.each<{ name: string; record: StatusRecordLike | null; question: CloseQuestion }>([
    { name: 'spec 000 §7: the claim submitted, its answer awaited (READY_TO_CLAIM until the poll reads it): the claim is being sent', record: { status: 'READY_TO_CLAIM' }, question: 'claim' },
    { name: 'the claim submitted while the record still reads as a lookup in flight: the claim is what is being sent', record: { status: 'QUOTE_REQUESTED' }, question: 'claim' },
  ])('$name', ({ record, question }) => {
    expect(closeQuestion(record, true)).toBe(question);
  });
});

describe('spec 000 §2 and §4 leaving while the claim is on its way', () => {
  test.each<{ name: string; option: string | null; dirty: boolean; via: LeaveVia; sending: boolean; asks: boolean }>([
    { name: 'the review (CLOSE_APP), nothing unsent, the claim on its way: closing asks', option: 'CLOSE_APP', dirty: false, via: 'close', sending: true, asks: true },
    { name: 'a flow whose review asks nothing (NONE), the claim on its way: closing still asks', option: 'NONE', dirty: false, via: 'close', sending: true, asks: true },
    { name: 'no option configured, the claim on its way: closing asks', option: null, dirty: false, via: 'close', sending: true, asks: true },
    { name: 'spec 000 §2: nothing on its way, nothing unsent: closing asks nothing', option: 'CLOSE_APP', dirty: false, via: 'close', sending: false, asks: false },
    { name: 'spec 000 §2: nothing on its way, unsent changes under CLOSE_APP: asks', option: 'CLOSE_APP', dirty: true, via: 'close', sending: false, asks: true },
    { name: 'spec 000 §2: unsent changes under CANCEL, closed by the close button: asks nothing', option: 'CANCEL', dirty: true, via: 'close', sending: false, asks: false },
  ])('$name', ({ option, dirty, via, sending, asks }) => {
    expect(leaveAsks(option, dirty, via, sending)).toBe(asks);
  });

  test.each<{ name: string; via: LeaveVia; sending: boolean; held: boolean }>([
    { name: 'the footer’s cancel while the claim is on its way: it waits', via: 'cancel', sending: true, held: true },
    { name: 'the footer’s cancel with nothing on its way: it leaves', via: 'cancel', sending: false, held: false },
    { name: 'the drawer’s close while the claim is on its way: never held, it asks (leaveAsks)', via: 'close', sending: true, held: false },
  ])('$name', ({ via, sending, held }) => {
    expect(leaveHeld(via, sending)).toBe(held);
  });
});
