// The US-English overrides of the toggle's and the call-to-action's record states.
import type { DictionaryOverrides } from '../types.ts';
import type en from '../en/status.ts';
import toggle from './status/toggle.ts';
import cta from './status/cta.ts';
import estimate from './status/estimate.ts';

/** US English: the surfaces and keys that differ from English. */
const enUS: DictionaryOverrides<typeof en> = { toggle, cta, estimate };

export default enUS;
