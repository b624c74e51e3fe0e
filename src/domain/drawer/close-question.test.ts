// The close confirmation's wording, as a table citing spec 000 §2 and §4 and spec 001 §2.
import { describe, expect, test } from 'vitest';
import type { StatusRecordLike } from '../claim/record-status.ts';
import { closeQuestion, type CloseQuestion } from './close-question.ts';

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
});
