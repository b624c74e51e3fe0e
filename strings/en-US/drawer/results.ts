// Strings of the submit result modal (spec 000 sections 2 and 8; spec 001 sections 2 and 8), by outcome and action.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/results.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  'CLAIM_ACKNOWLEDGED.body': 'Your insurance carrier received your claim but couldn’t confirm it right away, so it isn’t applied to this order. You can check out: the full price is pre-authorized on your payment method.',
  'CLAIM_ACKNOWLEDGED_NULLIFIED.title': 'Your claim was canceled',
  'CLAIM_ACKNOWLEDGED_NULLIFIED.body': 'Your insurance carrier couldn’t confirm your claim right away, so it was canceled. Your order is at full price.',
  'ACCEPTED.body': 'Your insurance carrier pays {{amount}} of your order. You pay the rest at checkout.',
  'ACCEPTED.noAmount': 'Your insurance carrier’s share is applied to your order. You pay the rest at checkout.',
  'ACCEPTED.remainder': 'Your insurance carrier pays {{amount}} of your order. You pay the remaining {{remainder}} at checkout.',
  'CLAIM_REJECTED.body': 'Your insurance carrier rejected the claim. You can check out at full price and submit the claim to your insurance carrier yourself.',
  'INSURER_ERROR.body': 'Your insurance carrier says some information is missing, invalid or not accepted. Check your coverage details and submit again.',
  'CLAIM_ACKNOWLEDGED.title': 'Your insurance carrier hasn’t confirmed your claim',
  'TIMEOUT_RETRY.title': 'Your insurance carrier is taking longer than usual',
  hint3: 'If your insurance carrier accepts it, your order is adjusted; otherwise you are billed in full.',
  'SUBMIT_CLAIM_NO_RETRY_ERROR.body': 'You can check out at full price and submit the claim to your insurance carrier yourself.',
  'ORDER_ALREADY_CLAIMED.body': 'Only one claim can be applied to an order at a time, and your earlier claim is already on it. Nothing more was sent to your insurance carrier.',
  details: 'Message from your insurance carrier: {{details}}',
};

export default enUS;
