// "Insure different product" and its select-product dialog (spec 001 section 2, "Insurance toggle").
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../signals/claim/claim.ts';
import { insureProducts } from '../../signals/claim/actions.ts';
import { groupChoices, groupKind, startingGroup } from '../../src/domain/product/product-choice.ts';
import { Confirm } from '../ui/Confirm.tsx';
import { t } from './toggle-strings.ts';

/** The key of each kind's name. */
const KIND_NAME = { sunglasses: 'kindSunglasses', glasses: 'kindGlasses', contacts: 'kindContacts', lenses: 'kindLenses', other: 'kindOther' } as const;

/** What a group its prescription cannot cover needs, said under its name. */
const NEEDS = { glasses: 'needsGlasses', contacts: 'needsContacts' } as const;

/**
 * The button and, while open, the dialog; the group insured now starts checked (startingGroup). A group the claim's
 * prescription cannot cover is shown, not offered: its radio is disabled and says which prescription it needs.
 */
export function SelectProduct() {
  useSignals();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const choices = groupChoices(record.value);
  const current = startingGroup(choices)?.id ?? '';
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
            {choices.map(({ group, needs }, index) => (
              <label key={group.id} className="choice">
                <input
                  type="radio"
                  name="db-product-group"
                  value={group.id}
                  checked={choice === group.id}
                  disabled={!!needs}
                  // Named by the group alone: what keeps it from being chosen is its description.
                  aria-labelledby={`db-group-${index}`}
                  aria-describedby={needs ? `db-needs-${index}` : undefined}
                  data-autofocus={choice === group.id ? '' : undefined}
                  onChange={() => setChoice(group.id)}
                />
                <span>
                  <span id={`db-group-${index}`}>{t('group', { n: index + 1, kind: t(KIND_NAME[groupKind(group)]) })}</span>
                  {needs && (
                    <span className="muted needs" id={`db-needs-${index}`}>
                      {t(NEEDS[needs])}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </Confirm>
      )}
    </>
  );
}
