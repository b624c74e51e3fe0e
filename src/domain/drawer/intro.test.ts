// The intro's steps from the intro-page configuration (spec 000 §7) or the flow's own (spec 001 §1: six NA, four FR).
import { describe, expect, test } from 'vitest';
import { BUILT_IN_INTRO_STEPS, introSteps, type IntroStep, type IntroStepConfig } from './intro.ts';
import type { Flow } from '../host/flow.ts';

const KNOWN = new Set([...BUILT_IN_INTRO_STEPS['north-america'], ...BUILT_IN_INTRO_STEPS.france, 'custom1', 'custom1More']);
const hasText = (key: string) => KNOWN.has(key);
const builtIn = (flow: Flow): IntroStep[] => BUILT_IN_INTRO_STEPS[flow].map((titleKey) => ({ titleKey, descriptionKey: null }));

describe('spec 001 §1 intro steps: the flow’s own', () => {
  test.each<[Flow, number]>([
    ['north-america', 6],
    ['france', 4],
  ])('spec 001 §1: the %s intro has %i steps', (flow, count) => {
    expect(BUILT_IN_INTRO_STEPS[flow]).toHaveLength(count);
  });
});

describe('spec 000 §7 intro-page / spec 001 §1: introSteps', () => {
  test.each<[string, readonly IntroStepConfig[] | null | undefined, Flow, IntroStep[]]>([
    ['the configured steps, in order, by their keys in the intro’s words', [{ titleKey: 'intro.na2' }, { titleKey: 'intro.custom1' }], 'north-america', [
      { titleKey: 'na2', descriptionKey: null },
      { titleKey: 'custom1', descriptionKey: null },
    ]],
    ['a key without its surface prefix names the same words', [{ titleKey: 'fr3' }], 'france', [{ titleKey: 'fr3', descriptionKey: null }]],
    ['a configured description with a text is kept', [{ titleKey: 'intro.custom1', descriptionKey: 'intro.custom1More' }], 'france', [
      { titleKey: 'custom1', descriptionKey: 'custom1More' },
    ]],
    ['a configured description without a text is left out, its step kept', [{ titleKey: 'intro.custom1', descriptionKey: 'intro.unknown' }], 'france', [
      { titleKey: 'custom1', descriptionKey: null },
    ]],
    ['a null description is none', [{ titleKey: 'intro.fr1', descriptionKey: null }], 'france', [{ titleKey: 'fr1', descriptionKey: null }]],
    ['a key of another surface is not the intro’s: the flow’s own steps', [{ titleKey: 'footer.na1' }], 'north-america', builtIn('north-america')],
    ['one title without a text: the flow’s own steps (North America)', [{ titleKey: 'intro.na1' }, { titleKey: 'intro.unknown' }], 'north-america', builtIn('north-america')],
    ['one title without a text: the flow’s own steps (France)', [{ titleKey: 'intro.unknown' }], 'france', builtIn('france')],
    ['no steps configured: the flow’s own', [], 'north-america', builtIn('north-america')],
    ['a configuration that could not be read: the flow’s own (North America)', null, 'north-america', builtIn('north-america')],
    ['a configuration that could not be read: the flow’s own (France)', null, 'france', builtIn('france')],
    ['a configuration on its way: the flow’s own', undefined, 'france', builtIn('france')],
  ])('%s', (_name, configured, flow, steps) => {
    expect(introSteps(configured, flow, hasText)).toEqual(steps);
  });
});
