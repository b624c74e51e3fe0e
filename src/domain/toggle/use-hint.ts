// Whether the signed-in switch says, under it, what it does (spec 001 §2 "Insurance toggle"): the line the shop's
// reservation keeps for the toggle's status (docs/layout.md) is never left blank while the switch has nothing to say.

/** What the signed-in toggle shows that decides its hint. */
export interface UseHintInput {
  /** The brand's toggle messages are on (spec 001 §9: nua disables them; its frontend-bundle flags may switch them). */
  messages: boolean;
  /** The switch is on: the hint asks to turn it on. */
  on: boolean;
  /** One of the toggle's own actions is under way: its status line says so. */
  busy: boolean;
  /** The switch waits and says why (a quote at an offline insurer, the day's quote limit, the service offline). */
  waiting: boolean;
  /** An insurance status error of the record, or a failure of the toggle's own action, is shown. */
  error: boolean;
  /** The toggle may tell a claim's story or amounts: it does where no call-to-action on the page speaks for the claim. */
  claimTold: boolean;
}

/**
 * The hint shows while the switch is off and the toggle has nothing else to say: no claim yet, a claim in progress the
 * call-to-action tells, or an accepted claim the shopper turned off. Anything else under the switch is what it needs to
 * read there; a brand that silences the toggle's messages gets no hint either.
 */
export function showsUseHint({ messages, on, busy, waiting, error, claimTold }: UseHintInput): boolean {
  return messages && !on && !busy && !waiting && !error && !claimTold;
}
