// Strings of the call-to-action's record states and confirmations (spec 001 sections 2 and 8).
import type { Overrides } from '../../types.ts';
import type en from '../../en/status/cta.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  // US spelling: email, not e-mail.
  QUOTE_DECLINED_body: 'We won’t email you when it answers. You can cancel this quote request and order at full price, or ask for the email.',
  optIn: 'Email me when it answers',
  choiceHeld: 'You can ask for the email or cancel once vision insurance is available again.',
  ACCEPTED_body: 'Your insurance carrier covers {{amount}} of this order. Complete your checkout to keep this amount.',
  ACCEPTED_bodyNoAmount: 'Your insurance carrier accepted your claim. Complete your checkout to keep your benefits.',
  ACCEPTED_off_body: 'Your insurance carrier accepted your claim for {{amount}}, but this order is at full price while “Use insurance benefits” is off. Switch it on in your cart to take {{amount}} off your order.',
  ACCEPTED_off_bodyNoAmount: 'Your insurance carrier accepted your claim, but this order is at full price while “Use insurance benefits” is off. Switch it on in your cart to apply your benefits.',
  REJECTED_body:
    'Your insurance carrier didn’t accept this claim online. You can submit it manually to your insurance carrier after your purchase, or start a new claim.',
  REJECTED_restricted: 'Your insurance carrier didn’t accept this claim online. You can submit it manually to your insurance carrier after your purchase.',
  EXHAUSTED_body: 'Your insurance carrier can’t cover this order: it is paid at full price.',
  NULLIFIED_title: 'Your claim was canceled',
  ACKNOWLEDGED_NULLIFIED_title: 'Your insurance carrier hasn’t confirmed your claim',
  ACKNOWLEDGED_NULLIFIED_body: 'Your insurance carrier received your claim but couldn’t confirm it right away, so it isn’t applied to this order. You can check out: the full price is pre-authorized on your payment method.',
  ACKNOWLEDGED_CANCELLED_title: 'Your claim was canceled',
  ACKNOWLEDGED_CANCELLED_body: 'Your insurance carrier couldn’t confirm your claim right away, so it was canceled. Your order is at full price.',
  SERVICE_OFFLINE_title: 'Your insurance carrier is offline',
  SERVICE_OFFLINE_body:
    'Your insurance carrier can’t answer right now. We’ll email you as soon as it does. You can also cancel this quote request and order at full price.',
  SUBMITTED_title: 'Your claim is with your insurance carrier',
  SUBMITTED_body: 'We sent your claim and are waiting for your insurance carrier’s answer, which usually comes within 2 minutes. It will show here.',
  TIMEOUT_RETRY_body:
    'Your insurance carrier didn’t answer in time. You can check out at full price: we’ll resubmit your claim automatically within 24 hours, and if it’s accepted, your payment will be adjusted.',
  choiceHeld_guest: 'You can ask your insurance carrier again or cancel once vision insurance is available again.',
  quoteBody: 'We will stop waiting for your insurance carrier and your order will be at full price.',
  pending_nullify: 'Canceling your claim…',
  'pending_cancel-claim': 'Canceling your claim…',
  'pending_cancel-quote': 'Canceling your quote request…',
  NULLIFY_EXPIRED: 'Your claim can no longer be canceled online. Please contact customer service.',
  cancelClosed: 'Your claim can no longer be canceled online. To cancel it, please contact customer service.',
  NULLIFY_EXPIRED_cartChanged: 'Your cart changed, but it is too late to cancel your claim online today: it stays as your insurance carrier accepted it, for your order as it was. Please contact customer service.',
  ACCEPTED_cartChanged: 'Your insurance carrier accepted this claim for your order as it was. We are checking your cart: if your order changed, your claim will be canceled and your order will be at full price.',
  ACCEPTED_cartChanged_title: 'Your claim may be canceled',
  ACCEPTED_remainder: 'Your insurance carrier covers {{amount}} of this order. You pay the remaining {{remainder}}. Complete your checkout to keep this amount.',
  QUOTE_OFFLINE_title: 'Your insurance carrier can’t be reached',
  QUOTE_OFFLINE_body:
    'Your insurance carrier can’t answer right now. It may need up to 48 hours to send a new quote. We can email you as soon as it answers, or you can cancel this quote request and order at full price.',
  QUOTE_OFFLINE_guest: 'Your insurance carrier can’t answer right now. It may need up to 48 hours to send a new quote. We can’t email a guest, but we can ask it again and show you its quote here, or you can cancel this quote request and order at full price.',
  QUOTE_DECLINED_guest: 'You chose not to ask your insurance carrier again. You can cancel this quote request and order at full price, or ask it again.',
  SERVICE_OFFLINE_guest: 'Your insurance carrier can’t answer right now. We asked it again: its quote will show here as soon as it answers (within 48 hours). You can also cancel this quote request and order at full price.',
  askAgain: 'Ask my insurance carrier again',
  QUOTE_READY_body: 'Your insurance carrier has sent its quote: it covers {{amount}} of this order. Accept it to apply your benefits.',
  QUOTE_READY_bodyNoAmount: 'Your insurance carrier has sent its quote. Accept it to apply your benefits to this order.',
};

export default enUS;
