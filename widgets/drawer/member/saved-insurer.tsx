// The insurer the claim record names, read when a view of the forms wizard opens without one (the toggle's entry, a
// resume, a page's open): the member view and the information view wait for it, and a read that fails says why, with
// Try again, in place, so the flow and what was typed stay; never a choice of insurer as if none was saved, nor a wait
// that never ends.
import { useEffect, useState } from 'react';
import { failureWords } from '../../../src/domain/drawer/failure.ts';
import { restoreInsurer, saveFailure } from '../../../signals/drawer/insurer/flow-insurer.ts';
import { Failure } from '../kit/Failure.tsx';
import { OrderTaken } from '../insurer/order-taken.tsx';
import { translator } from '../../ui/i18n.ts';
import { useErrorShown } from '../../ui/use-error-shown.ts';
import type en from '../../../strings/en/drawer/member.ts';

const t = translator<typeof en>('member');

/**
 * Why the read failed: the order holds another account's claim (saveFailure), which trying again cannot mend; the
 * connection dropped (failureWords); or anything else, that the saved insurer could not be loaded.
 */
export type SavedInsurerFailure = 'taken' | 'offline' | 'restoreFailed';

/** The read of the saved insurer, as a view shows it. */
export interface SavedInsurer {
  /** Under way: the view waits. */
  restoring: boolean;
  failure: SavedInsurerFailure | null;
  /** Reads it (again), without leaving the view. */
  restore: () => void;
}

/** Reads the record's insurer, with its forms, once the view opens, when it `needs` one. */
export function useSavedInsurer(needs: boolean): SavedInsurer {
  const [restoring, setRestoring] = useState(needs);
  const [failure, setFailure] = useState<SavedInsurerFailure | null>(null);
  const restore = () => {
    setRestoring(true);
    setFailure(null);
    restoreInsurer()
      .catch((error: unknown) => setFailure(saveFailure(error) === 'taken' ? 'taken' : failureWords(error, navigator.onLine, 'restoreFailed')))
      .then(() => setRestoring(false));
  };
  useEffect(() => {
    if (needs) restore();
  }, []);
  return { restoring, failure, restore };
}

/** The heading of a read that failed for something Try again may mend: the connection's, else the service's error. */
export function savedInsurerHeading(failure: Exclude<SavedInsurerFailure, 'taken'>): string {
  return t(failure === 'offline' ? 'offlineHeading' : 'error');
}

/** The failed read, in the view: the order taken, with Close; else why, with Try again, and the analytics hear the error. */
export function SavedInsurerFailed({ failure, onRetry }: { failure: SavedInsurerFailure; onRetry: () => void }) {
  useErrorShown('drawerWidget', failure === 'taken' ? null : 'GENERIC_ERROR');
  if (failure === 'taken') return <OrderTaken />;
  return (
    <Failure retry={t('retry')} onRetry={onRetry}>
      {t(failure)}
    </Failure>
  );
}
