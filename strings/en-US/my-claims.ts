// The US-English overrides of the my-claims widget.
import type { DictionaryOverrides } from '../types.ts';
import type en from '../en/my-claims.ts';

/** US English: the surfaces and keys that differ from English. */
const enUS: DictionaryOverrides<typeof en> = { 'my-claims': { CANCELLED: 'Canceled' } };

export default enUS;
