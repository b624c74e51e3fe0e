// The toggle's words beside the call-to-action on the cart (spec 001 §2): only the toggle's record part reads them.
import { computed } from '@preact/signals-react';
import { cartWording } from '../../src/domain/toggle/cart-wording.ts';
import { shownCtaState } from '../../src/domain/cta/cta-config.ts';
import { acknowledgementStory } from '../../src/domain/claim/acknowledgement.ts';
import { cancelKind, cta, record, toggleOn } from '../claim/claim.ts';
import { ctaConfig } from '../cta/cta-config.ts';
import { ctaOnPage } from '../host/page-widgets.ts';
import { serviceOutage } from './toggle.ts';

/**
 * Whether the toggle shows "Insurance Synced", "Remove benefits" and an acknowledged claim's story: not when the
 * call-to-action beside speaks for the claim; the call-to-action's words for an outage the host page declared; and
 * whether the toggle or the card beside announces a failure to retrieve the insurance information.
 */
export const toggleWording = computed(() =>
  cartWording({
    toggleOn: toggleOn.value,
    ctaShowsState: ctaOnPage.value && shownCtaState(cta.value, ctaConfig.value) === cta.value,
    ctaCancel: cancelKind.value,
    acknowledged: acknowledgementStory(record.value) !== null,
    outage: serviceOutage.value,
    ctaInitError: ctaOnPage.value && shownCtaState(cta.value, ctaConfig.value) === 'INIT_ERROR',
  }),
);
