// Whether the toggle offers "Insure different product" (spec 001 section 2; the rule of spec 000 section 9): only the
// toggle's record part reads it, with the product choice it opens.
import { computed } from '@preact/signals-react';
import { countCartsWithEligibleProducts, isProductSelectionAllowed } from '../../src/domain/claim/record-status.ts';
import { benefitsUnavailable } from '../../src/domain/toggle/insurance-status-error.ts';
import { hasEligibleProduct } from '../../src/domain/product/eligibility.ts';
import { choicePrescriptionId, groupChoices, hasOtherChoice } from '../../src/domain/product/product-choice.ts';
import { record, toggleOn } from '../claim/claim.ts';

/** Whether the shopper may choose which eligible product the benefits cover. */
export const productSelectionAllowed = computed(() => {
  const current = record.value;
  return isProductSelectionAllowed({
    cartsWithEligibleProducts: countCartsWithEligibleProducts(current),
    toggleOn: toggleOn.value,
    benefitsAvailable: !benefitsUnavailable({
      status: current?.status,
      insuranceStatusErrorCode: current?.claimData?.insuranceStatusErrorCode,
      hasEligibleProduct: hasEligibleProduct(current?.eligibleProducts),
    }),
    prescriptionToClaimUnder: !!current && choicePrescriptionId(current) !== undefined,
    otherChoice: hasOtherChoice(groupChoices(current)),
  });
});
