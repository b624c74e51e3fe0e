// The US-English overrides of the toggle and the call-to-action as every product and cart page shows them.
import type { DictionaryOverrides } from '../types.ts';
import type en from '../en/loader.ts';

/** US English: the surfaces and keys that differ from English. */
const enUS: DictionaryOverrides<typeof en> = {};

export default enUS;
