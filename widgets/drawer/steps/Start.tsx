// The start view: creates the claim record for the cart (spec 000 section 2, "start").
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { startClaim } from '../../../signals/actions.ts';
import { closeDrawer } from '../../../signals/drawer.ts';
import { translator } from '../../ui/i18n.ts';
import { en, enUS, fr } from '../../../strings/start.ts';

const t = translator({ en, fr, enUS });

/** Creates the record, then says so; any failure goes to the error view. */
export default function Start() {
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    startClaim().then(
      () => live && setDone(true),
      () => live && navigate('/error', { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [navigate]);
  return (
    <section aria-labelledby="db-start-heading">
      <div role="status">
        <h3 id="db-start-heading">{done ? t('started') : t('starting')}</h3>
        {done && <p>{t('startedBody')}</p>}
      </div>
      {done && (
        <div className="actions">
          <button type="button" className="btn" onClick={() => closeDrawer()}>
            {t('close')}
          </button>
        </div>
      )}
    </section>
  );
}
