// The intro's steps (spec 001 section 1: six North American steps, four French ones; spec 000 section 7: the
// intro-page configuration).
import type { Flow } from '../host/flow.ts';

/** A step as the intro-page configuration gives it: message keys, never words. */
export interface IntroStepConfig {
  titleKey: string;
  descriptionKey?: string | null | undefined;
}

/** A step the intro shows: its title's key in the intro's words, and its description's when there is a text for it. */
export interface IntroStep {
  titleKey: string;
  descriptionKey: string | null;
}

/** Each flow's own steps (spec 001 section 1), by their keys in the intro's words; shown when no configuration can be used. */
export const BUILT_IN_INTRO_STEPS: Record<Flow, readonly string[]> = {
  'north-america': ['na1', 'na2', 'na3', 'na4', 'na5', 'na6'],
  france: ['fr1', 'fr2', 'fr3', 'fr4'],
};

/**
 * The key of the intro's words a configured message key names: the configuration writes keys in the service's message
 * key space, prefixed with their surface ("intro.na1"); the intro's words keep their short keys ("na1"), so the
 * dictionaries every language writes stay as they are.
 */
const wordsKey = (key: string): string => (key.startsWith('intro.') ? key.slice('intro.'.length) : key);

/**
 * The steps the intro shows. The configuration names message keys (its answers carry no words), which the widgets
 * translate into the shopper's language, so a French shopper reads the configured steps in French. The configured
 * steps are used when there are some and this build has a text for every title: a step the shopper could not read
 * would leave a gap in the numbered list, so one unknown title falls back to the flow's own steps, as does a
 * configuration that could not be read (`null`) or is still on its way (`undefined`). A description without a text
 * is left out and its step kept.
 */
export function introSteps(configured: readonly IntroStepConfig[] | null | undefined, flow: Flow, hasText: (key: string) => boolean): IntroStep[] {
  const usable = !!configured?.length && configured.every((step) => hasText(wordsKey(step.titleKey)));
  if (!usable) return BUILT_IN_INTRO_STEPS[flow].map((titleKey) => ({ titleKey, descriptionKey: null }));
  return configured.map((step) => {
    const description = step.descriptionKey ? wordsKey(step.descriptionKey) : null;
    return { titleKey: wordsKey(step.titleKey), descriptionKey: description && hasText(description) ? description : null };
  });
}
