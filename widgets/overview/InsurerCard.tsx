// The card of a chosen insurer (spec 001 section 2): in network or out of network by its provider type, its name, a
// description by its channels and three steps, with the action each step offers, and the way back to all insurers.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Insurer } from '../../src/contract/insurer/insurers.ts';
import { insurerName } from '../../src/domain/insurer/insurer.ts';
import { cardDescription, cardSteps, contactWay, type CardStep } from '../../src/domain/overview/overview.ts';
import { telHref } from '../../src/domain/host/help.ts';
import { signInHref } from '../../src/domain/host/paths.ts';
import { followSignIn } from '../../signals/drawer/login-return.ts';
import { config, language } from '../../signals/host/config.ts';
import { signedIn } from '../../signals/session/session.ts';
import { openDrawer } from '../../signals/drawer/drawer.ts';
import { claimFormUrl, openChat, trackOverview } from '../../signals/overview/overview.ts';
import { openFile } from './open-file.ts';
import { t } from './overview-strings.ts';

type FormState = { kind: 'idle' | 'busy' | 'error' } | { kind: 'ready'; url: string };

/** The claim-form download: fetches the form's URL on the click, opens it, and keeps a link in case the tab was blocked. */
function ClaimForm() {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), [state.kind]);
  const get = async (button: HTMLElement) => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const url = await claimFormUrl();
      setState({ kind: 'ready', url });
      openFile(button, url);
    } catch {
      setState({ kind: 'error' });
    }
  };
  if (state.kind === 'ready') {
    return (
      <a ref={link} className="btn secondary" href={state.url} target="_blank" rel="noopener">
        {t('formReady')}
      </a>
    );
  }
  return (
    <>
      {state.kind === 'error' && (
        <p className="alert" role="alert">
          {t('formError')}
        </p>
      )}
      <button type="button" className="btn" aria-disabled={state.kind === 'busy'} onClick={(event) => void get(event.currentTarget)}>
        {state.kind === 'busy' ? t('gettingForm') : state.kind === 'error' ? t('tryAgain') : t('downloadForm')}
      </button>
    </>
  );
}

/** What a step offers beside its text: checking benefits online, the chat or phone, the claim form. */
function StepAction({ step }: { step: CardStep }) {
  const cfg = config.value;
  if (!cfg) return null;
  if (step === 'online') {
    if (!signedIn.value) return <a href={signInHref(cfg.signInPath, cfg.redirectParam, location)} onClick={(event) => followSignIn(event, 'overviewWidget')}>{t('signIn')}</a>;
    const check = (from: HTMLElement) => {
      trackOverview('START', 'check-benefits');
      openDrawer('insurance-member', from);
    };
    return (
      <button type="button" className="btn" onClick={(event) => check(event.currentTarget)}>
        {t('checkBenefits')}
      </button>
    );
  }
  if (step === 'contact') {
    if (contactWay(cfg.chat) === 'chat') {
      return (
        <button type="button" className="btn secondary" onClick={openChat}>
          {t('chat')}
        </button>
      );
    }
    if (!cfg.contactPhone) return null;
    // The number stays whole on its line (BASE_CSS .phone), the words around it wrap.
    const [before, after] = t('phoneNumber', { phone: '\n' }).split('\n');
    return (
      <a href={telHref(cfg.contactPhone)}>
        {before}
        <span className="phone">{cfg.contactPhone}</span>
        {after}
      </a>
    );
  }
  return step === 'form' ? <ClaimForm /> : null;
}

/** The in-network or out-of-network card of an insurer. */
export function InsurerCard({ insurer, card, onBack }: { insurer: Insurer; card: 'in-network' | 'out-of-network'; onBack: () => void }) {
  useSignals();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [insurer.id]);
  const name = insurerName(insurer.name, language.value);
  const steps = cardSteps(card, !!insurer.attachment);
  return (
    <section aria-labelledby="db-ov-card">
      <p className={card === 'in-network' ? 'tag' : 'tag out'}>{card === 'in-network' ? t('inNetwork') : t('outOfNetwork')}</p>
      <h2 id="db-ov-card" ref={heading} tabIndex={-1}>
        {name}
      </h2>
      <p>{t(cardDescription(card, insurer.availableChannels), { name })}</p>
      <h3 id="db-ov-steps">{t('stepsLabel')}</h3>
      <ol className="steps" aria-labelledby="db-ov-steps">
        {steps.map((step) => (
          <li key={step}>
            <p>{t(`step.${step}`, { name })}</p>
            <StepAction step={step} />
          </li>
        ))}
      </ol>
      <button type="button" className="link" onClick={onBack}>
        {t('back')}
      </button>
    </section>
  );
}
