// The US-English overrides of the toggle and the call-to-action as every product and cart page shows them.
import type { DictionaryOverrides } from '../types.ts';
import type en from '../en/loader.ts';

/** US English: the surfaces and keys that differ from English. */
const enUS: DictionaryOverrides<typeof en> = {
  loader: {
    claimCancelled: 'Your claim was canceled, and your order is at full price.',
    idleCancelled: 'Your claim was canceled after 30 minutes without activity, and your order is at full price.',
    acceptedCancelled: 'An accepted claim is canceled after 3 days without an order.',
    toggleUseHint: 'Turn it on to have your insurance carrier pay its share of this order.',
    inactivityOrCart: 'After 30 minutes of inactivity or a change to your cart, your coverage may be canceled.',
  },
};

export default enUS;
