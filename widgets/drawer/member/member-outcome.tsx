// The member panel's screens after a lookup that found no single member (spec 001 section 2): not found with the
// attempts left, several found, locked out with the wait, no benefits, a claim the insurer already holds, and out of
// network with its claim form. Each is fetched only when shown: most shoppers never see them.
import { useEffect, useState } from 'react';
import type { RestrictedCheck } from '../../../src/contract/claim/claims.ts';
import type { Insurer } from '../../../src/contract/insurer/insurers.ts';
import { attemptsLeft } from '../../../src/domain/member/lookup-attempts.ts';
import { waitWord, type RestrictionShown } from '../../../src/domain/claim/restriction.ts';
import { insuranceFormUrl } from '../../../signals/drawer/member/flow-claim-form.ts';
import { translator } from '../../ui/i18n.ts';
import type en from '../../../strings/en/drawer/member-outcome.ts';

const t = translator<typeof en>('member-outcome');

interface Props {
  screen: 'not-found' | 'multiple' | 'locked' | 'no-benefits' | 'sent' | 'out-of-network';
  /** The chosen insurer, whose claim form the out-of-network screen offers. */
  insurer: Insurer | null;
  /** The restricted check: the attempts left, once it answered. */
  check: RestrictedCheck | null;
  /** The restriction a locked screen tells: the lookup paused with its wait, or the day's limit. */
  held: RestrictionShown;
  /** The panel gave the not-found advice in its flow's own words (France: the member number and the insured's name). */
  advised?: boolean;
}

/** The body of the screen; the panel shows its heading, and its form or its close. */
export default function MemberOutcome({ screen, insurer, check, held, advised = false }: Props) {
  if (screen === 'not-found') {
    const left = attemptsLeft(check?.remainingAttempts);
    return (
      <>
        {!advised && <p>{t('notFoundBody')}</p>}
        {left && <p>{t(left, { count: check?.remainingAttempts ?? 0 })}</p>}
      </>
    );
  }
  if (screen === 'multiple') return <p>{t('multipleBody')}</p>;
  if (screen === 'locked') {
    if (held.reason === 'LIMIT_REACHED') return <p>{t('limitBody')}</p>;
    const wants = held.wait;
    return (
      <>
        <p>{t('lockedBody')}</p>
        <p>{wants ? t(waitWord(wants), { count: wants.count }) : t('later')}</p>
      </>
    );
  }
  if (screen === 'no-benefits') return <p>{t('noBenefitsBody')}</p>;
  if (screen === 'sent') return <p>{t('sentBody')}</p>;
  return <OutOfNetwork insurer={insurer} />;
}

/** How to claim from an out-of-network insurer, with its claim form to download when it has one. */
function OutOfNetwork({ insurer }: { insurer: Insurer | null }) {
  const [form, setForm] = useState<string | null | 'failed' | undefined>(undefined);
  useEffect(() => {
    if (insurer) insuranceFormUrl(insurer).then(setForm, () => setForm('failed'));
  }, [insurer?.id]);
  return (
    <>
      <p>{t('outOfNetworkBody')}</p>
      <ol className="steps">
        <li>{t('oon1')}</li>
        <li>{t('oon2')}</li>
        <li>{t('oon3')}</li>
      </ol>
      {typeof form === 'string' && (
        <a className="btn" href={form} download target="_blank" rel="noopener">
          {t('download')}
        </a>
      )}
      {form === null && <p>{t('noForm')}</p>}
      {form === 'failed' && <p role="alert">{t('formFailed')}</p>}
    </>
  );
}
