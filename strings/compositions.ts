// The texts the widgets put together as they show them: a template of ours whose placeholder follows a colon, filled
// with another string of ours ("{{label}} : {{value}}" and « Non disponible »). Each string reads right alone; what the
// shopper reads is the two together, so strings/compositions.test.ts checks the composed text too (a capital after the
// colon, where the sentence goes on, shows only there).
import type { Group } from './locales.ts';

/** Where a string of ours is: its dictionary, its surface and its key. */
export type StringAt = readonly [group: Group, surface: string, key: string];

/** A template whose placeholder follows a colon (in some locale), and what the widgets put in its place. */
export interface Composition {
  template: StringAt;
  placeholder: string;
  /** Our own strings the widgets put there, each checked composed in every locale. */
  words: readonly StringAt[];
  /** What else the widgets put there that is not ours to check (a name, an amount, a count, the insurer's message), and where. */
  data?: string;
}

/** Every template of ours with a placeholder after a colon; a new one belongs here (the test fails until it is). */
export const COMPOSITIONS: readonly Composition[] = [
  {
    template: ['drawer', 'drawer', 'pair'],
    placeholder: 'value',
    words: [
      // widgets/drawer/submit/review-benefits.tsx: each benefit, available or not.
      ['drawer', 'review-benefits', 'available'],
      ['drawer', 'review-benefits', 'unavailable'],
      // widgets/drawer/submit/review-parts.tsx: each prescription's status.
      ['drawer', 'review', 'validated'],
      ['drawer', 'review', 'action-required'],
      ['drawer', 'review', 'pending'],
    ],
    data: 'the chosen insurer’s name, a proper noun, or a dash (widgets/drawer/insurer/Insurers.tsx)',
  },
  {
    // widgets/toggle/SelectProduct.tsx: each product group of the cart, by its kind.
    template: ['status', 'toggle', 'group'],
    placeholder: 'kind',
    words: [
      ['status', 'toggle', 'kindGlasses'],
      ['status', 'toggle', 'kindSunglasses'],
      ['status', 'toggle', 'kindContacts'],
      ['status', 'toggle', 'kindLenses'],
      ['status', 'toggle', 'kindOther'],
    ],
  },
  {
    // widgets/my-claims/MyClaims.tsx Notice: what is being fetched, as a sentence says it.
    template: ['my-claims', 'my-claims', 'opening'],
    placeholder: 'the',
    words: [
      ['my-claims', 'my-claims', 'the.EXPLANATION_OF_BENEFITS'],
      ['my-claims', 'my-claims', 'the.REJECTION_NOTICE'],
      ['my-claims', 'my-claims', 'the.ACKNOWLEDGEMENT_NOTICE'],
    ],
  },
  { template: ['drawer', 'member', 'insurer'], placeholder: 'name', words: [], data: 'the insurer’s name, a proper noun' },
  { template: ['france', 'member', 'insurer'], placeholder: 'name', words: [], data: 'the mutuelle’s name, a proper noun' },
  { template: ['overview', 'plans', 'copayAmount'], placeholder: 'amount', words: [], data: 'an amount' },
  { template: ['drawer', 'quote-amounts', 'acceptedRemainder'], placeholder: 'amount', words: [], data: 'an amount' },
  { template: ['drawer', 'products', 'linePrice'], placeholder: 'price', words: [], data: 'an amount' },
  { template: ['status', 'estimate', 'line'], placeholder: 'share', words: [], data: 'an amount' },
  { template: ['drawer', 'prescriptions', 'progress'], placeholder: 'percent', words: [], data: 'a number' },
  { template: ['drawer', 'quote-problem', 'lensLine'], placeholder: 'quantity', words: [], data: 'a count of boxes' },
  { template: ['drawer', 'quote-problem', 'lensLineOr'], placeholder: 'quantity', words: [], data: 'a count of boxes' },
  { template: ['drawer', 'products', 'notEligible'], placeholder: 'products', words: [], data: 'the names of the shop’s products' },
  { template: ['drawer', 'quote-problem', 'details'], placeholder: 'details', words: [], data: 'the insurer’s own message' },
  { template: ['drawer', 'results', 'details'], placeholder: 'details', words: [], data: 'the insurer’s own message' },
];
