// The intro view: how applying insurance works, six North American steps or four French ones.
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { config } from '../../../signals/config.ts';
import { closeDrawer } from '../../../signals/drawer.ts';
import { flowOf } from '../../../src/domain/flow.ts';
import { translator } from '../../ui/i18n.ts';
import { en, enUS, fr } from '../../../strings/intro.ts';

const t = translator({ en, fr, enUS });
/** The lead and the steps of each flow: six North American steps, four French ones (spec 001 section 1). */
const FLOWS = {
  'north-america': { lead: 'leadNa', steps: ['na1', 'na2', 'na3', 'na4', 'na5', 'na6'] },
  france: { lead: 'leadFr', steps: ['fr1', 'fr2', 'fr3', 'fr4'] },
} as const;

/** The first view of the drawer. */
export default function Intro() {
  useSignals();
  const [, navigate] = useLocation();
  const { lead, steps } = FLOWS[flowOf(config.value?.country ?? 'CA')];
  return (
    <section aria-labelledby="db-intro-heading">
      <h3 id="db-intro-heading">{t('heading')}</h3>
      <p>{t(lead)}</p>
      <ol className="steps">
        {steps.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <div className="actions">
        <button type="button" className="btn" onClick={() => navigate('/start', { replace: true })}>
          {t('start')}
        </button>
        <button type="button" className="btn secondary" onClick={() => closeDrawer()}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}
