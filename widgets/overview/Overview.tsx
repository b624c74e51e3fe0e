// The overview widget (spec 001 section 2): a home card with the insurers we work with and a search to find one, then
// the chosen insurer's in-network or out-of-network card; a signed-in member also sees their plans (a lazy part).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { insurerName } from '../../src/domain/insurer/insurer.ts';
import { overviewCard } from '../../src/domain/overview/overview.ts';
import { config, language } from '../../signals/host/config.ts';
import { signedIn } from '../../signals/session/session.ts';
import { chooseInsurer, chosen, insurers, insurersLoad, loadInsurers } from '../../signals/overview/overview.ts';
import { addStyles } from '../ui/add-styles.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { useWaitFocus } from '../ui/wait-focus.ts';
import { RetryAlert } from '../ui/RetryAlert.tsx';
import { InsurerSearch } from './InsurerSearch.tsx';
import { InsurerCard } from './InsurerCard.tsx';
import { OVERVIEW_CSS } from './overview-styles.ts';
import { t } from './overview-strings.ts';

// Only a signed-in visitor can have plans: the part that reads the claim record loads for them alone.
const Plans = lazy(() => import('./Plans.tsx'));

/**
 * The home card: heading, description, the insurers as badges, the search, and the shopping actions. A badge is a
 * button that chooses its insurer, as the search does: a name that looks pressable does what it says.
 */
function Home({ searchRef, onChoose }: { searchRef: { current: HTMLInputElement | null }; onChoose: (id: string, byBadge: boolean) => void }) {
  const lang = language.value;
  const list = insurers.value;
  const load = insurersLoad.value;
  // Whether the shopper asked for the list again (Try again): the page's own load is shown, that one is said.
  const [asked, setAsked] = useState(false);
  // The status region takes focus from the Try again its press removes, and holds it for the answer: the shopper keeps
  // their place in the card, then meets what came: the insurers, or the Try again of a second failure.
  const [status, hold] = useWaitFocus<HTMLParagraphElement>(load === 'idle' || load === 'loading', '.badges, [role="alert"] button');
  return (
    <section aria-labelledby="db-ov-home">
      <h2 id="db-ov-home">{t('heading')}</h2>
      <p>{t('description')}</p>
      {/* Why a shopper should look (spec 001 section 1, the marketing statements): how often the insurer pays it all, and the offer. */}
      <p className="promo">
        <strong>{t('fullyCovered')}</strong> <span className="tag">{t('frameLensesOffer')}</span>
      </p>
      {/*
        The wait the shopper's Try again starts is said by a region there from the card's start, empty till then: inserted
        with its words, it was read by chance. The page's own load, which nobody asked for, is shown, not said.
      */}
      {load !== 'ready' && (
        <p role="status" ref={status} tabIndex={-1}>
          {asked && load !== 'error' ? t('loading') : ''}
        </p>
      )}
      {load === 'error' ? (
        <RetryAlert
          retry={t('tryAgain')}
          hold={hold}
          onRetry={() => {
            setAsked(true);
            void loadInsurers();
          }}
        >
          {t('loadError')}
        </RetryAlert>
      ) : load !== 'ready' ? (
        !asked && <p>{t('loading')}</p>
      ) : (
        <>
          <h3 id="db-ov-logos">{t('insurersLabel')}</h3>
          <ul className="badges" aria-labelledby="db-ov-logos" tabIndex={-1}>
            {list.map((insurer) => (
              <li key={insurer.id}>
                <button type="button" data-insurer={insurer.id} onClick={() => onChoose(insurer.id, true)}>
                  {insurerName(insurer.name, lang)}
                </button>
              </li>
            ))}
          </ul>
          <InsurerSearch insurers={list} onChoose={(id) => onChoose(id, false)} inputRef={searchRef} />
        </>
      )}
    </section>
  );
}

/** The shopping actions under every card: the shop (its configured page, else the site's home) and the cart. */
function ShopActions() {
  const cfg = config.value;
  if (!cfg) return null;
  return (
    <nav className="actions" aria-label={t('shopHeading')}>
      <a className="btn" href={cfg.shopPath ?? '/'}>
        {t('shopNow')}
      </a>
      <a className="btn secondary" href={cfg.cartPath}>
        {t('goToCart')}
      </a>
    </nav>
  );
}

/** The overview widget. */
export default function Overview() {
  useSignals();
  const root = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement | null>(null);
  const backed = useRef(false);
  /** The insurer whose badge was pressed, if the card was chosen by its badge rather than the search. */
  const badge = useRef<string | null>(null);
  useEffect(() => {
    if (root.current) addStyles(root.current, OVERVIEW_CSS);
    if (insurersLoad.value === 'idle') void loadInsurers();
  }, []);
  const insurer = chosen.value;
  const card = overviewCard(insurer);
  useEffect(() => {
    // Back on the home card, focus returns to the badge or the search the shopper chose from.
    if (card !== 'home' || !backed.current) return;
    const pressed = Array.from(root.current?.querySelectorAll<HTMLElement>('.badges button') ?? []).find((button) => button.dataset.insurer === badge.current);
    (pressed ?? search.current)?.focus();
  }, [card]);
  const back = () => {
    backed.current = true;
    chooseInsurer(null);
  };
  return (
    <div className="ov" ref={root}>
      {signedIn.value && (
        <ErrorBoundary widget="overviewWidget" fallback={null}>
          <Suspense fallback={null}>
            <Plans insurers={insurers.value} />
          </Suspense>
        </ErrorBoundary>
      )}
      {insurer && card !== 'home' ? (
        <InsurerCard insurer={insurer} card={card} onBack={back} />
      ) : (
        <Home
          searchRef={search}
          onChoose={(id, byBadge) => {
            badge.current = byBadge ? id : null;
            chooseInsurer(id);
          }}
        />
      )}
      <ShopActions />
    </div>
  );
}
