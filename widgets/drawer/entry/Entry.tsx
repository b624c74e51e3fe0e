// The drawer's entry views (spec 000 section 2): login-redirect, start, resume and loading say the claim is opening
// while signals/drawer/entry/flow-entry.ts decides where the shopper goes.
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { fail, view } from '../../../signals/drawer/flow.ts';
import { enter } from '../../../signals/drawer/entry/flow-entry.ts';
import { translator } from '../../ui/i18n.ts';
import type en from '../../../strings/en/drawer/entry.ts';

const t = translator<typeof en>('entry');

/** A spinner and "Opening your claim…" while the entry runs; any failure goes to the error view. */
export default function Entry() {
  useSignals();
  const kind = view.value;
  useEffect(() => {
    enter(kind).catch(fail);
  }, [kind]);
  // The wait is said by its heading, which the drawer focuses as the view shows: a status region coming with the view
  // holds its words as it comes, and is read by chance, or twice with the heading.
  return (
    <section aria-labelledby="db-entry-heading">
      <h3 id="db-entry-heading" tabIndex={-1}>
        {t('opening')}
      </h3>
      <span className="spinner" aria-hidden="true" />
    </section>
  );
}
