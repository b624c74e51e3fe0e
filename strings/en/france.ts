// The English dictionary of the French flow's own words over the drawer's: its insurers, member and forms pages, one table per surface.
import forms from './france/forms.ts';
import insurers from './france/insurers.ts';
import member from './france/member.ts';
import information from './france/information.ts';

/** English, the source of truth of this dictionary's surfaces and keys. */
export default { forms, insurers, member, information };
