// Pieces of the call-to-action card shared by the part every product page renders at once (Cta.tsx) and the signed-in
// one (CtaLive.tsx).
import { t } from '../loader-strings.ts';

/** The card's heading; focusable from script only, so a state change that takes the focused control away hands focus to it (keepFocus). */
export const Heading = () => (
  <h2 id="db-cta-heading" tabIndex={-1}>
    {t('ctaHeading')}
  </h2>
);

/**
 * The card while the widgets find out where the shopper stands, which the page's load does and no press of the
 * shopper's: shown, never announced (no live region, which, inserted with its words, some screen readers read and others
 * not, once for the card and again for every card and widget of the page).
 */
export const Checking = () => (
  <>
    <Heading />
    <p className="muted">{t('checking')}</p>
  </>
);

/** The init error (spec 001 section 8) with a retry of what failed. */
export const InitError = ({ retry }: { retry: () => void }) => (
  <>
    <Heading />
    <p role="alert" className="error">
      {t('initError')}
    </p>
    <button type="button" className="btn" onClick={retry}>
      {t('tryAgain')}
    </button>
  </>
);

