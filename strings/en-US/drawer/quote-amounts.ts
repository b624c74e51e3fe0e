// Strings of the quote's amounts (spec 000 section 9; spec 001 sections 8 and 9): the approved quote and the accepted claim.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/quote-amounts.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  approvedLead: 'Your insurance carrier has answered. Here is what it pays and what is left for you to pay.',
  share: 'Paid by your insurance carrier',
  unreadable: 'We could not read your insurance carrier’s quote. Please request a new one.',
  acceptedBody: 'Your insurance carrier pays {{amount}} of your order. You pay the rest at checkout.',
  acceptedNoAmount: 'Your insurance carrier’s share is applied to your order. You pay the rest at checkout.',
};

export default enUS;
