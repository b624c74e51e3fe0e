// What the toggle says beside the call-to-action on the cart (spec 001 §2, "Insurance toggle" and "CTA states"): one
// clear state with one way out. "Insurance Synced" with "Remove benefits" beside "Your insurance is applied" with
// "Cancel claim" read as two states and two ways out of the same claim, and confused shoppers.
import type { CtaCancel, ToggleOutage } from '../cta/cta.ts';

/** What the page shows that the toggle's words depend on. */
export interface CartWordingInput {
  /** The toggle is on (spec 000 §4). */
  toggleOn: boolean;
  /** A call-to-action on the page shows the record's state (mounted, and its state not hidden by the cta/state configuration). */
  ctaShowsState: boolean;
  /** The cancel the call-to-action offers in that state (src/domain/cta/cta.ts ctaCancel), null when none. */
  ctaCancel: CtaCancel | null;
  /** The record's claim was acknowledged by its insurer (src/domain/claim/acknowledgement.ts): it has a story of its own. */
  acknowledged: boolean;
  /** What the toggle says while the host page says the service is offline (src/domain/cta/cta.ts toggleOutage), null while it is online. */
  outage: ToggleOutage | null;
  /** A call-to-action on the page shows its init error (spec 001 §8, INIT_ERROR), the insurance information not retrieved, with its Try again. */
  ctaInitError: boolean;
}

/**
 * The toggle's words: its "Insurance Synced" state and its "Remove benefits" way out once it is on, the claim's
 * amounts (the estimate until the insurer confirms), and the story of a claim the insurer acknowledged, each shown or not.
 */
export interface CartWording {
  synced: boolean;
  removeBenefits: boolean;
  amounts: boolean;
  story: boolean;
  /** The outage's words of the call-to-action the toggle says (SERVICE_DOWN): its heading, as the switch's reason, or the whole card; null for none. */
  serviceDown: 'heading' | 'card' | null;
  /**
   * How the toggle says its own retrieval failure (spec 001 §8, "There was an issue retrieving insurance information"):
   * 'alert', announced with its Try again and told to the shop's analytics; 'reason', in plain words beside the switch,
   * where the call-to-action's card announces the same failure with its Try again.
   */
  retrieval: 'alert' | 'reason';
}

/**
 * When the call-to-action on the page names the claim's state and offers its cancel (a claim applied or in progress),
 * it speaks for the claim: the toggle adds neither a second state ("Insurance Synced") nor a second way out ("Remove
 * benefits"), nor the claim's amounts a second time. Otherwise the toggle is the only widget that can say it, and says
 * them, as spec 001 §2 words them; removing benefits is offered only while the toggle is on. A claim the insurer only
 * acknowledged takes nothing off the order (spec 000 §4), so the toggle never calls it synced, even switched on; its
 * story is the call-to-action's to tell, and the toggle's where no call-to-action shows it. An outage the host page
 * declared is said in the card's words: the whole card where no card shows it, else its heading alone, which says why the
 * switch waits. A failure to retrieve the insurance information is one failure, announced once on the page: by the card
 * when it shows its init error, the toggle then saying it unannounced, else by the toggle.
 */
export function cartWording({ toggleOn, ctaShowsState, ctaCancel, acknowledged, outage, ctaInitError }: CartWordingInput): CartWording {
  const ctaSpeaks = ctaShowsState && ctaCancel !== null;
  // While the host page says the service is offline (spec 001 §6), the toggle says what the call-to-action says: an
  // order at full price is neither synced nor given amounts, and no way out can reach the service.
  const down = outage === 'unavailable';
  return {
    synced: toggleOn && !ctaSpeaks && !acknowledged && !down,
    removeBenefits: toggleOn && !ctaSpeaks && outage === null,
    amounts: !ctaSpeaks && !down,
    story: acknowledged && !ctaShowsState,
    serviceDown: down ? (ctaShowsState ? 'heading' : 'card') : null,
    retrieval: ctaInitError ? 'reason' : 'alert',
  };
}
