// A press that spends the day's last quote attempt asks first (spec 001 §2, the confirmations' last-attempt variant; §9:
// up to 3 attempts, then a 24-hour wait): refusing the day's last quote, a new quote after a refusal that is the day's
// last, or a quote of the cart as it is now in place of one of the order as it was. Which press spends it, and how, is
// src/domain/quote/quote-limit.ts lastAttemptSpent's.
import { useState, type ReactNode } from 'react';
import { lastAttemptSpentNow } from '../../../signals/claim/quote-limit.ts';
import type { LastAttemptSpent, QuoteMove } from '../../../src/domain/quote/quote-limit.ts';
import { Confirm, CONFIRM_CSS } from '../../ui/Confirm.tsx';
import { addStyles } from '../../ui/add-styles.ts';
import { translator } from '../../ui/i18n.ts';
import type en from '../../../strings/en/drawer/quote.ts';

const t = translator<typeof en>('quote');

/**
 * An asking press: `ask` runs the request at once, or opens the confirmation (`dialog`, rendered by the caller) whose Yes
 * runs it, calling `went` as it goes ahead (the footer's submit told to the page), never on Not now; `asks` says which,
 * for the button's aria-haspopup.
 */
export interface AskFirst {
  ask: (opener: HTMLElement, went?: () => void) => void;
  asks: boolean;
  dialog: ReactNode;
}

/** The press `run` (`refuse`: this quote; `request`: a new quote; `replace`: both, for the cart as it is now), asking first when it spends the day's last attempt. */
export function useAskFirst(move: QuoteMove, run: () => void): AskFirst {
  // The press that opened the confirmation, which has focus again once it closes, and what it spends, fixed as it was pressed.
  const [asking, setAsking] = useState<{ opener: HTMLElement; spent: LastAttemptSpent; went: (() => void) | undefined } | null>(null);
  // Read as the caller renders, which follows the record and the service's refusal: a press acts on what it shows.
  const spent = lastAttemptSpentNow(move);
  const ask = (opener: HTMLElement, went?: () => void) => {
    if (!spent) {
      went?.();
      return run();
    }
    addStyles(opener, CONFIRM_CSS);
    setAsking({ opener, spent, went });
  };
  const dialog = asking && (
    <Confirm
      id="db-quote-ask"
      title={t(`${move}Title`)}
      body={move === 'request' ? undefined : t(`${move}Body`)}
      warning={t(`${asking.spent}Last`)}
      confirm={t(`${asking.spent}Confirm`)}
      cancel={t(`${move}Keep`)}
      opener={asking.opener}
      onClose={() => setAsking(null)}
      onConfirm={() => {
        setAsking(null);
        asking.went?.();
        run();
      }}
    />
  );
  return { ask, asks: !!spent, dialog };
}
