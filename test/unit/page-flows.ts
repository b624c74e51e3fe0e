// The page flow the drawer's navigation rules are tested on, in the shape those rules read.
import type { FlowLike } from '../../src/domain/drawer/flow-nav.ts';

/** The sandbox's North American flow: four steps, the forms wizard at step 1 (the member lookup, then patient and doctor). */
export const NA_FLOW: FlowLike = {
  defaultView: 'intro',
  stepCount: 4,
  views: {
    intro: { next: 'insurers', step: 0 },
    insurers: { next: 'insurance-member', previous: 'intro', step: 1 },
    'insurance-member': { next: 'insurance-information', previous: 'insurers', step: 1 },
    'insurance-information': { next: 'select-prescription', previous: 'insurance-member', step: 1 },
    'select-prescription': { next: 'validate', previous: 'insurance-information', step: 2 },
    validate: { next: 'select-product', step: 3 },
    'select-product': { next: 'review', previous: 'select-prescription', step: 3 },
    review: { previous: 'select-product', step: 4 },
  },
};

/**
 * The sandbox's French flow: two steps, the forms wizard at step 1 (the mutuelle's member, the patient, a second
 * mutuelle), then the quote, whose Back returns to the forms.
 */
export const FR_FLOW: FlowLike = {
  defaultView: 'intro',
  stepCount: 2,
  views: {
    intro: { next: 'insurers', step: 0 },
    insurers: { next: 'insurance-member', previous: 'intro', step: 1 },
    'insurance-member': { next: 'insurance-information', previous: 'insurers', step: 1 },
    'insurance-information': { next: 'quote', previous: 'insurance-member', step: 1 },
    quote: { previous: 'insurance-information', step: 2 },
  },
};
