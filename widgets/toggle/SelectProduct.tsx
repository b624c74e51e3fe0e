// "Insure different product" and its select-product dialog (spec 001 section 2, "Insurance toggle").
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../signals/claim.ts';
import { insureProducts } from '../../signals/actions.ts';
import { productGroup } from '../../src/domain/products.ts';
import type { EligibleProduct } from '../../src/contract/eligibility.ts';
import { Confirm } from '../ui/Confirm.tsx';
import { t } from './toggle-strings.ts';

type Group = EligibleProduct & { id: string };

/**
 * How a group is named to the shopper: the cart has no product names for us, so the group is named by what it
 * is, from its lines' product types (prescription sunglasses, eyeglasses, contact lenses, lenses).
 */
function kindOf(group: EligibleProduct): string {
  const types = group.cartProducts.map((line) => line.productType);
  const groups = types.map(productGroup);
  if (types.includes('PRESCRIPTION_SUNGLASSES')) return t('kindSunglasses');
  if (groups.includes('frame')) return t('kindGlasses');
  if (groups.includes('contact')) return t('kindContacts');
  return groups.includes('lens') ? t('kindLenses') : t('kindOther');
}

/** The groups the shopper can choose: those with an id to send and at least one eligible line. */
function choices(groups: readonly EligibleProduct[] | null | undefined): Group[] {
  return (groups ?? []).filter((g): g is Group => !!g.id && g.cartProducts.some((line) => line.insuranceEligible === true));
}

/**
 * The button and, while open, the dialog. The spec is silent on which group is insured now: the one whose lines
 * are included in the prescription, else the first; it starts checked, and confirming it again changes nothing.
 */
export function SelectProduct() {
  useSignals();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const groups = choices(record.value?.eligibleProducts);
  const current = (groups.find((g) => g.cartProducts.some((line) => line.includedInPrescription === true)) ?? groups[0])?.id ?? '';
  const [choice, setChoice] = useState(current);

  return (
    <>
      <button
        type="button"
        className="link"
        aria-haspopup="dialog"
        onClick={(event) => {
          setChoice(current);
          setOpener(event.currentTarget);
        }}
      >
        {t('insureDifferent')}
      </button>
      {opener && (
        <Confirm
          id="db-select-title"
          title={t('selectTitle')}
          body={t('selectHint')}
          confirm={t('insureThis')}
          cancel={t('cancel')}
          opener={opener}
          onClose={() => setOpener(null)}
          onConfirm={() => {
            setOpener(null);
            if (choice && choice !== current) void insureProducts(choice);
          }}
        >
          <div role="radiogroup" aria-labelledby="db-select-title" className="choices">
            {groups.map((group, index) => (
              <label key={group.id} className="choice">
                <input
                  type="radio"
                  name="db-product-group"
                  value={group.id}
                  checked={choice === group.id}
                  data-autofocus={choice === group.id ? '' : undefined}
                  onChange={() => setChoice(group.id)}
                />
                <span>{t('group', { n: index + 1, kind: kindOf(group) })}</span>
              </label>
            ))}
          </div>
        </Confirm>
      )}
    </>
  );
}
