// The intro view: how applying insurance works, in the steps of the intro-page configuration (spec 000 section 7), or
// the flow's own when it cannot be used: six North American steps or four French ones (spec 001 section 1).
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { config } from '../../../signals/host/config.ts';
import { introPage, loadIntroPage } from '../../../signals/drawer/entry/intro-page.ts';
import { getStarted } from '../../../signals/drawer/entry/flow-entry.ts';
import { closeByShopper } from '../../../signals/drawer/flow.ts';
import { applyAgainRefusedNow } from '../../../signals/claim/quote-limit.ts';
import { applyLater } from '../../../signals/toggle/toggle.ts';
import { flowOf } from '../../../src/domain/host/flow.ts';
import { introSteps } from '../../../src/domain/drawer/intro.ts';
import { translator } from '../../ui/i18n.ts';
import { Footer } from '../kit/Footer.tsx';
import type en from '../../../strings/en/drawer/intro.ts';

const t = translator<typeof en>('intro');
/** A step's text by the key the configuration names; introSteps keeps only keys with a text. */
const text = (key: string): string => (t.has(key) ? t(key) : '');

/** The heading and lead of each flow (spec 001 section 1). */
const FLOWS = {
  'north-america': { heading: 'heading', lead: 'leadNa' },
  france: { heading: 'headingFr', lead: 'leadFr' },
} as const;

/**
 * The day's quote limit, where whatever the flow would start can only be refused (the switch's rule, applyLater): said at
 * once, in the card's words, with Close, rather than after the mutuelle and the forms; nothing to start.
 */
function QuoteLimit() {
  return (
    <section aria-labelledby="db-intro-heading">
      <h3 id="db-intro-heading" tabIndex={-1}>
        {t('limitHeading')}
      </h3>
      <p>{t(applyAgainRefusedNow() ? 'limitBody' : 'limitNextQuote')}</p>
      <div className="actions">
        <button type="button" className="btn" onClick={() => closeByShopper()}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}

/** The first view of the drawer: get started goes on with the flow (getStarted), not now closes; at the day's quote limit, the limit. */
export default function Intro() {
  useSignals();
  useEffect(() => void loadIntroPage(), []);
  if (applyLater.value) return <QuoteLimit />;
  const flow = flowOf(config.value?.country ?? 'CA');
  const { heading, lead } = FLOWS[flow];
  const configured = introPage.value;
  // The steps wait for the configuration (kept for the page's life once read), so a list is never read out and then
  // replaced. Meanwhile the flow's own steps hold their place, unseen and unread (the busy list is hidden), so Get started
  // stands where it will stay: it jumped 244 px down on a 360 px phone when six steps came.
  const waiting = configured === undefined;
  const steps = introSteps(configured?.steps, flow, t.has);
  return (
    <section aria-labelledby="db-intro-heading">
      <h3 id="db-intro-heading" tabIndex={-1}>
        {t(heading)}
      </h3>
      <p>{t(lead)}</p>
      <ol className="steps" aria-busy={waiting}>
        {steps.map((step) => (
          <li key={step.titleKey}>
            {text(step.titleKey)}
            {step.descriptionKey && (
              <>
                <br />
                <span className="muted">{text(step.descriptionKey)}</span>
              </>
            )}
          </li>
        ))}
      </ol>
      <Footer onSubmit={getStarted} />
    </section>
  );
}
