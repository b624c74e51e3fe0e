// The US-English overrides of the overview widget and its plans.
import type { DictionaryOverrides } from '../types.ts';
import type en from '../en/overview.ts';
import overview from './overview/overview.ts';
import plans from './overview/plans.ts';

/** US English: the surfaces and keys that differ from English. */
const enUS: DictionaryOverrides<typeof en> = { overview, plans };

export default enUS;
