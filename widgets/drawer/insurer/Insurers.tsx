// The insurers view (spec 000 section 2, "Eligible insurers list"): search, and press an insurer to go on to the member lookup.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Insurer } from '../../../src/contract/insurer/insurers.ts';
import { insurerName } from '../../../src/domain/insurer/insurer.ts';
import { matchesSearch } from '../../../src/domain/insurer/insurer-list.ts';
import { countWord, type CountWord } from '../../../src/domain/count-word.ts';
import { carrierChoiceState, insurerChoiceLocked } from '../../../src/domain/member/lookup-screen.ts';
import { restrictionShown } from '../../../src/domain/claim/restriction.ts';
import { language } from '../../../signals/host/config.ts';
import { record, restricted } from '../../../signals/claim/claim.ts';
import { restrictionNow } from '../../../signals/claim/restriction-lift.ts';
import { closeFromView, insurer, next, viewMode } from '../../../signals/drawer/flow.ts';
import { drafts, setDraft } from '../../../signals/drawer/drafts.ts';
import { announce } from '../../../signals/drawer/announce.ts';
import { chooseInsurer, loadInsurers, saveFailure, type InsurersPage } from '../../../signals/drawer/insurer/flow-insurer.ts';
import { lookupAttempts } from '../../../signals/drawer/member/flow-member.ts';
import { Footer } from '../kit/Footer.tsx';
import { Failure } from '../kit/Failure.tsx';
import MemberOutcome from '../member/member-outcome.tsx';
import { OrderTaken } from './order-taken.tsx';
import { translator } from '../../ui/i18n.ts';
import { useErrorShown } from '../../ui/use-error-shown.ts';
import { t as words } from '../drawer-strings.ts';
import type en from '../../../strings/en/drawer/insurers.ts';
import type member from '../../../strings/en/drawer/member.ts';

/** The view's text; in France it speaks of mutuelles. */
const t = translator<typeof en>('insurers');
/** The member panel's words for a lockout, which this list says as the panel does. */
const m = translator<typeof member>('member');
/** The draft holding the choice, so it survives back and forward like every typed value. */
const CHOICE = 'primaryCoverage.insurer.id';
/** What the search announces for each count of insurers it shows. */
const SHOWN = { none: 'none', one: 'shownOne', many: 'shown' } as const satisfies Record<CountWord, keyof typeof en>;

/**
 * Lists the eligible insurers, each a button: pressing one saves it in the claim record and opens the member lookup, one
 * action (a radio never navigates, so the list is of buttons, not radios). The insurer already chosen is marked current.
 * A shopper locked out of the lookup is told so, with the wait, in place of a list whose every choice would be refused.
 */
export default function Insurers() {
  useSignals();
  const [page, setPage] = useState<InsurersPage | null>(null);
  const [failed, setFailed] = useState<'load' | 'save' | 'taken' | null>(null);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  // Whether the shopper asked for the list again (Try again): the view's own load is shown, that one is said.
  const [asked, setAsked] = useState(false);
  const readOnly = viewMode.value === 'read-only';
  const draft = drafts.value[CHOICE];
  const choice = typeof draft === 'string' ? draft : (insurer.value?.id ?? record.value?.claimData?.primaryCoverage?.insurer?.id ?? '');
  const name = (i: Insurer) => insurerName(i.name, language.value);

  const load = () => {
    setFailed(null);
    loadInsurers().then(setPage, () => setFailed('load'));
  };
  // Asked for as the view is put on screen, not after its first paint: the service's answer is what the shopper waits for.
  useLayoutEffect(load, []);
  const loadAgain = () => {
    setAsked(true);
    load();
  };

  // Locked out of the lookup (or of new claims): no carrier can be chosen now, so the list says why and when to come back.
  const locked = !readOnly && insurerChoiceLocked({ status: record.value?.status, restricted: restricted.value });
  const held = restrictionShown(restrictionNow.value, 'lookup');
  useErrorShown('drawerWidget', locked ? (held.reason === 'LIMIT_REACHED' ? 'LIMIT_REACHED' : 'TOO_MANY_ATTEMPTS') : null);
  useEffect(() => {
    // The wait comes from the restricted check: asked when the page does not hold it yet (a record read as RESTRICTED).
    if (locked && !restrictionNow.value) lookupAttempts().catch(() => undefined);
  }, [locked]);

  const current = page?.insurers.find((i) => i.id === choice);
  const matching = (text: string) => page?.insurers.filter((i) => matchesSearch(name(i), text)) ?? [];
  const shown = matching(query);
  const search = (value: string) => {
    setQuery(value);
    const count = matching(value).length;
    announce(t(SHOWN[countWord(count)], { count }), 'state');
  };

  /** Saves the insurer pressed and moves on; a press while one is saving is ignored (the buttons keep their focus). */
  const choose = async (found: Insurer | undefined) => {
    if (busy || readOnly || !found) return;
    setDraft(CHOICE, found.id);
    setBusy(true);
    setFailed(null);
    // The carrier the member was found at, read before the save names the one chosen.
    const named = record.value?.claimData?.primaryCoverage?.insurer?.id;
    try {
      await chooseInsurer(found);
      // Another carrier is looked up again (the member view shows its form); the same one keeps the member found.
      next(carrierChoiceState(named, found.id));
    } catch (error) {
      const failure = saveFailure(error);
      setFailed(failure);
      // A refusal may be a lockout this page has not heard of (begun in another tab): the check says, and the list follows.
      if (failure === 'save') lookupAttempts().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  if (locked) {
    return (
      <section aria-labelledby="db-insurers-heading">
        <h3 id="db-insurers-heading" tabIndex={-1}>
          {m(held.reason === 'LIMIT_REACHED' ? 'limit' : 'locked')}
        </h3>
        <MemberOutcome screen="locked" insurer={null} check={null} held={held} />
        <div className="actions">
          <button type="button" className="btn" onClick={() => closeFromView()}>
            {m('close')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="db-insurers-heading">
      <h3 id="db-insurers-heading" tabIndex={-1}>
        {t('heading')}
      </h3>
      {readOnly ? (
        <p>
          {words('pair', { label: t('chosen'), value: current ? name(current) : '—' })}
        </p>
      ) : (
        <div aria-busy={busy || undefined}>
          <p>{t('lead')}</p>
          {/*
            The list's wait, and the insurer's save below, are said by regions there from the view's start, empty till
            the shopper's press (a Try again, an insurer) starts them: inserted with their words, they were read by
            chance. The view's own load, which opening it starts, is shown, not said: the heading's focus says the view.
          */}
          {!page && !failed && !asked && (
            <p>
              <span className="spinner" aria-hidden="true" /> {t('loading')}
            </p>
          )}
          <div role="status">
            {!page && !failed && asked && (
              <p>
                <span className="spinner" aria-hidden="true" /> {t('loading')}
              </p>
            )}
          </div>
          {page?.showSearch && (
            <div className="field">
              <label htmlFor="db-insurer-search">{t('search')}</label>
              <input id="db-insurer-search" type="search" value={query} autoComplete="off" onInput={(e) => search((e.currentTarget as HTMLInputElement).value)} />
            </div>
          )}
          {page && shown.length === 0 && <p>{t('none')}</p>}
          {page && shown.length > 0 && (
            <ul className="list-plain insurers" aria-label={t('list')}>
              {shown.map((i) => (
                <li key={i.id}>
                  <button
                    type="button"
                    className="btn secondary insurer"
                    aria-current={choice === i.id ? 'true' : undefined}
                    aria-disabled={busy || undefined}
                    onClick={() => void choose(i)}
                  >
                    {name(i)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div role="status">
            {busy && (
              <p>
                <span className="spinner" aria-hidden="true" /> {t('saving')}
              </p>
            )}
          </div>
          {failed === 'taken' ? (
            <OrderTaken />
          ) : failed && (
            <Failure retry={t('retry')} onRetry={failed === 'load' ? loadAgain : () => void choose(current)}>
              {t(failed === 'load' ? 'loadFailed' : 'saveFailed')}
            </Failure>
          )}
        </div>
      )}
      <Footer noSubmit />
    </section>
  );
}
