// The intro's steps (spec 001 section 1: six North American steps, four French ones; spec 000 section 7: the
// intro-page configuration).
import type { Flow } from '../host/flow.ts';

/** A step as the intro-page configuration gives it: message keys, never words. */
export interface IntroStepConfig {
  titleKey: string;
  descriptionKey?: string | null | undefined;
}

/** A step the intro shows: its title's key, and its description's key when there is a text for it. */
export interface IntroStep {
  titleKey: string;
  descriptionKey: string | null;
}

/** Each flow's own steps (spec 001 section 1), the keys the widgets' dictionaries hold; shown when no configuration can be used. */
export const BUILT_IN_INTRO_STEPS: Record<Flow, readonly string[]> = {
  'north-america': ['intro.na1', 'intro.na2', 'intro.na3', 'intro.na4', 'intro.na5', 'intro.na6'],
  france: ['intro.fr1', 'intro.fr2', 'intro.fr3', 'intro.fr4'],
};

/**
 * The steps the intro shows. The configuration names message keys (its answers carry no words), which the widgets
 * translate into the shopper's language, so a French shopper reads the configured steps in French. The configured
 * steps are used when there are some and this build has a text for every title: a step the shopper could not read
 * would leave a gap in the numbered list, so one unknown title falls back to the flow's own steps, as does a
 * configuration that could not be read (`null`) or is still on its way (`undefined`). A description without a text
 * is left out and its step kept.
 */
export function introSteps(configured: readonly IntroStepConfig[] | null | undefined, flow: Flow, hasText: (key: string) => boolean): IntroStep[] {
  const usable = !!configured?.length && configured.every((step) => hasText(step.titleKey));
  if (!usable) return BUILT_IN_INTRO_STEPS[flow].map((titleKey) => ({ titleKey, descriptionKey: null }));
  return configured.map(({ titleKey, descriptionKey }) => ({ titleKey, descriptionKey: descriptionKey && hasText(descriptionKey) ? descriptionKey : null }));
}
