// The US-English overrides of the French flow's own words over the drawer's: its insurers, member and forms pages.
import type { DictionaryOverrides } from '../types.ts';
import type en from '../en/france.ts';
import forms from './france/forms.ts';
import information from './france/information.ts';
import insurers from './france/insurers.ts';
import member from './france/member.ts';

/** US English: the surfaces and keys that differ from English. */
const enUS: DictionaryOverrides<typeof en> = { forms, information, insurers, member };

export default enUS;
