// The validate view (spec 000 section 2): the loading animation while the insurer reads the prescriptions, then
// on to the products, or why a prescription cannot be validated (spec 001 section 8), or a person reviews it.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { go, next } from '../../../signals/drawer/flow.ts';
import { announce } from '../../../signals/drawer/announce.ts';
import { validateAll } from '../../../signals/drawer/prescription/flow-prescriptions.ts';
import { loadingMessages, waitForValidation } from '../../../signals/drawer/prescription/flow-validation.ts';
import { shownFileName } from '../../../signals/drawer/prescription/own-names.ts';
import type { ValidationResult } from '../../../src/domain/prescription/prescription-result.ts';
import { failureWords } from '../../../src/domain/drawer/failure.ts';
import { Animation } from '../kit/Animation.tsx';
import { Failure } from '../kit/Failure.tsx';
import { hasText, translator } from '../../ui/i18n.ts';
import { useErrorShown } from '../../ui/use-error-shown.ts';
import type en from '../../../strings/en/drawer/validation.ts';
import type uploadEn from '../../../strings/en/drawer/prescriptions.ts';
import type loadingEn from '../../../strings/en/drawer/loading.ts';

const t = translator<typeof en>('validation');
/** The failure and its retry say what the upload view says. */
const tu = translator<typeof uploadEn>('prescriptions');
const tl = translator<typeof loadingEn>('loading');
const say = (key: string): string => (hasText('loading', key) ? tl(key as keyof typeof loadingEn) : '');

type State = { kind: 'waiting' } | { kind: 'timeout' } | { kind: 'failed'; words: 'callFailed' | 'offline' } | { kind: 'done'; result: ValidationResult };

/** Waits for the verdict on every prescription, and says it. */
export default function Validate() {
  useSignals();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const [messages, setMessages] = useState<{ keys: readonly string[]; intervalMs: number }>({ keys: [], intervalMs: 0 });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void loadingMessages('validate').then(setMessages);
  }, []);

  useEffect(() => {
    const stop = new AbortController();
    setState({ kind: 'waiting' });
    void (async () => {
      try {
        await validateAll();
        const result = await waitForValidation(undefined, stop.signal);
        if (stop.signal.aborted) return;
        if (!result) return setState({ kind: 'timeout' });
        if (result.outcome === 'none') return go('select-prescription');
        if (result.outcome === 'validated') {
          // Every prescription is validated: said of one, or of all of them.
          announce(t(result.count > 1 ? 'validatedAll' : 'validated'), 'outcome');
          return next();
        }
        setState({ kind: 'done', result });
      } catch (error) {
        if (!stop.signal.aborted) setState({ kind: 'failed', words: failureWords(error, navigator.onLine, 'callFailed') });
      }
    })();
    return () => stop.abort();
  }, [attempt]);

  const outcome = state.kind === 'done' ? state.result.outcome : null;
  // Each error shown is told to the shop's analytics (spec 000 section 6): a refusal by the record status that says it
  // (spec 000 section 4, PRESCRIPTIONS_DISAPPROVED), a wait that ran out, a failed call.
  useErrorShown('drawerWidget', outcome === 'rejected' ? 'PRESCRIPTIONS_DISAPPROVED' : state.kind === 'timeout' ? 'TIME_EXCEEDED_ERROR' : state.kind === 'failed' ? 'GENERIC_ERROR' : null);
  // Once the wait ends the heading, which keeps the focus the view gave it, says the check is over and what came of it:
  // left at "Checking…" above a refusal, it told the shopper the insurer was still reading.
  const heading = state.kind === 'waiting' ? 'validating' : state.kind === 'done' ? (outcome === 'review' ? 'checked.review' : 'checked.rejected') : 'checked.unfinished';
  return (
    <section aria-labelledby="db-validate-heading">
      <h3 id="db-validate-heading" tabIndex={-1}>
        {t(heading)}
      </h3>
      <Animation waiting={state.kind === 'waiting'} keys={messages.keys} intervalMs={messages.intervalMs} t={say} fallback={t('validating')} slow={tl('loading.validate.slow')} />
      {(state.kind === 'timeout' || state.kind === 'failed') && (
        <Failure retry={tu('tryAgain')} onRetry={() => setAttempt((n) => n + 1)} primary>
          {state.kind === 'timeout' ? t('timeout') : tu(state.words)}
        </Failure>
      )}
      {/*
        The verdict the shopper waited for is said by regions there from the view's start, empty till it comes: inserted
        with their words, they were read by chance, and the heading that keeps the focus is not read again as it changes.
      */}
      <div role="alert">
        {state.kind === 'done' && outcome === 'rejected' && (
          <div className="alert">
            <p>{t('invalid')}</p>
            <ul>
              {state.result.rejected.map((file) => (
                <li key={file.id}>
                  {shownFileName(file)}
                  {file.reasons.length > 0 && `: ${file.reasons.map((reason) => t(reason)).join(' ')}`}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div role="status">{state.kind === 'done' && outcome === 'review' && <p>{t('review')}</p>}</div>
      {state.kind === 'done' && outcome === 'rejected' && (
        <div className="actions">
          <button type="button" className="btn" onClick={() => go('select-prescription')}>
            {t('another')}
          </button>
        </div>
      )}
      {state.kind === 'done' && outcome === 'review' && (
        <div className="actions">
          <button type="button" className="btn" onClick={() => next()}>
            {t('continue')}
          </button>
        </div>
      )}
    </section>
  );
}
