// "Insure different product" and its select-product dialog (spec 001 section 2, "Insurance toggle").
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../signals/claim/claim.ts';
import { insureProducts } from '../../signals/claim/actions.ts';
import { groupKind, insuredGroup, selectableGroups } from '../../src/domain/product/product-choice.ts';
import { Confirm } from '../ui/Confirm.tsx';
import { t } from './toggle-strings.ts';

/** The key of each kind's name. */
const KIND_NAME = { sunglasses: 'kindSunglasses', glasses: 'kindGlasses', contacts: 'kindContacts', lenses: 'kindLenses', other: 'kindOther' } as const;

/** The button and, while open, the dialog; the group insured now starts checked (insuredGroup). */
export function SelectProduct() {
  useSignals();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const groups = selectableGroups(record.value?.eligibleProducts);
  const current = insuredGroup(groups)?.id ?? '';
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
                <span>{t('group', { n: index + 1, kind: t(KIND_NAME[groupKind(group)]) })}</span>
              </label>
            ))}
          </div>
        </Confirm>
      )}
    </>
  );
}
