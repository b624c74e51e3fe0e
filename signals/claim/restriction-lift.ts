// A restriction's wait as it passes (spec 001 section 2, "try again in N minutes or seconds"; spec 000 section 4): the
// shopper reads the wait counted down on the cart and in the drawer, and when it lapses with the page open the service
// is asked again, so the call-to-action and the member lookup come back by themselves.
import { computed, signal } from '@preact/signals-react';
import { nextRestrictionLook, restrictionAt, restrictionToAskAgain, type EndingRecordLike, type HeldRestriction, type RestrictionLike } from '../../src/domain/claim/restriction.ts';
import { reaction } from '../start.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { restrictedCheck } from '../../src/api/claim/claims.ts';
import type { RestrictedCheck } from '../../src/contract/claim/claims.ts';
import { lookupPhase } from '../../src/domain/claim/record-status.ts';
import { session } from '../session/session.ts';
import { record, restricted, restriction, setRecord, setRestricted } from './claim.ts';
import { currentApi } from './claim-kit.ts';

/** After a failed re-check, the service is asked again this much later. */
const RECHECK_AFTER_FAILURE_MS = 60_000;

/** The time the wait of a restriction is counted at, moved each time what the shopper reads of it changes. */
const tick = signal<{ held: HeldRestriction | null; at: number }>({ held: null, at: 0 });

/** When the held restriction is counted at: its last tick, or as it was learnt. */
function countedAt(held: HeldRestriction): number {
  return tick.value.held === held ? tick.value.at : held.learntAt;
}

/** The restriction as the shopper reads it now: its wait counted down (restrictionAt); null when nothing is restricted. */
export const restrictionNow = computed((): RestrictionLike | null => {
  const held = restriction.value;
  return held && restrictionAt(held, countedAt(held));
});

/**
 * Asks the service again whether the shopper is restricted (POST restricted-check): a lockout that stands is kept with
 * its new wait; one that has lifted (its minutes passed with the page open) is forgotten, and a record the service held
 * for it is read again, since the service has moved it on and the shopper may look up again (spec 000 section 4).
 */
export async function recheckRestriction(): Promise<RestrictedCheck> {
  const customer = session.value?.userId;
  if (!customer) throw new Error('no customer');
  const check = await restrictedCheck(currentApi(), customer);
  if (check.restricted) setRestricted(check);
  else if (restricted.value) {
    setRestricted(null);
    const held = record.value;
    if (held && lookupPhase(held) === 'RESTRICTED') setRecord(await getClaimRecord(currentApi(), held.id));
  }
  return check;
}

/**
 * Asks the restricted check again when the record shown changed from `before` to `after` and its claim ended in a state
 * that offers a new one (restrictionToAskAgain): that claim may have used the day's last online claim, and the card then
 * says the limit instead of offering a new claim. Quiet: a check that fails leaves the card as it was (the drawer says the
 * limit if the shopper meets it).
 */
export async function recheckAsClaimEnds(before: EndingRecordLike | null, after: EndingRecordLike | null): Promise<void> {
  if (!restrictionToAskAgain(before, after)) return;
  try {
    await recheckRestriction();
  } catch {
    // Nothing to tell: the restriction stands as the page last learnt it.
  }
}

let watching = false;

/**
 * Starts, once per page, following the restriction: its tick moves when the wait the shopper reads changes, and at its
 * end the service is asked whether it has lifted (recheckRestriction sets what it answers, which this follows again).
 */
export function watchRestrictionLift(): void {
  if (watching) return;
  watching = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  reaction(() => {
    clearTimeout(timer);
    const held = restriction.value;
    if (!held) return;
    const look = nextRestrictionLook(held, countedAt(held));
    if (look === null) return;
    const recheck = (): void => {
      recheckRestriction().catch(() => {
        timer = setTimeout(recheck, RECHECK_AFTER_FAILURE_MS);
      });
    };
    timer = setTimeout(() => {
      const at = Date.now();
      if (nextRestrictionLook(held, at) === 0) recheck();
      else tick.value = { held, at };
    }, look);
  });
}
