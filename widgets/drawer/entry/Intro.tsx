// The intro view: how applying insurance works, six North American steps or four French ones.
import { useSignals } from '@preact/signals-react/runtime';
import { config } from '../../../signals/host/config.ts';
import { next } from '../../../signals/drawer/flow.ts';
import { flowOf } from '../../../src/domain/host/flow.ts';
import { translator } from '../../ui/i18n.ts';
import { Footer } from '../kit/Footer.tsx';
import type en from '../../../strings/en/drawer/intro.ts';

const t = translator<typeof en>('intro');
/** The lead and the steps of each flow: six North American steps, four French ones (spec 001 section 1). */
const FLOWS = {
  'north-america': { heading: 'heading', lead: 'leadNa', steps: ['na1', 'na2', 'na3', 'na4', 'na5', 'na6'] },
  france: { heading: 'headingFr', lead: 'leadFr', steps: ['fr1', 'fr2', 'fr3', 'fr4'] },
} as const;

/** The first view of the drawer: get started goes to the flow's next view, not now closes. */
export default function Intro() {
  useSignals();
  const { heading, lead, steps } = FLOWS[flowOf(config.value?.country ?? 'CA')];
  return (
    <section aria-labelledby="db-intro-heading">
      <h3 id="db-intro-heading" tabIndex={-1}>
        {t(heading)}
      </h3>
      <p>{t(lead)}</p>
      <ol className="steps">
        {steps.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <Footer onSubmit={next} />
    </section>
  );
}
