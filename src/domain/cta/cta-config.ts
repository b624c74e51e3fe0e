// What the cta/state configuration (spec 000 section 7, GET configurations?path=cta/state) does to the call-to-action.
// Kept apart from cta.ts, with no imports, so the product-page loader can apply it to the states it shows itself.

/** The configuration's answer: whether the call-to-action is enabled, and the states (spec 001 section 2) it keeps hidden. */
export interface CtaConfig {
  enabled: boolean;
  hiddenStates?: readonly string[] | null | undefined;
}

/**
 * The state the call-to-action shows, or null when it shows nothing at all. The spec names the configuration and its
 * fields but not what they do; what a shop would expect:
 * - `enabled: false` turns the call-to-action off: its mount stays empty in every state, rather than a card whose
 *   button does nothing (a disabled button would tell the shopper nothing they could act on);
 * - a state listed in `hiddenStates` (by the names of CtaState: SIGNED_OUT, LIMIT_REACHED...) is not shown: the
 *   mount is empty while the shopper is in that state, and the card comes back with the next state that is not hidden;
 * - while the configuration is on its way (`undefined`) the card says it is checking, as it does while the session
 *   loads, so a hidden card never flashes into view first;
 * - a configuration that could not be read (`null`) hides nothing: the shopper can still apply insurance, and the
 *   call-to-action's own states say when something is wrong.
 */
export function shownCtaState<S extends string>(state: S, config: CtaConfig | null | undefined): S | 'CHECKING' | null {
  if (config === undefined) return 'CHECKING';
  if (config === null) return state;
  if (!config.enabled) return null;
  return config.hiddenStates?.includes(state) ? null : state;
}
