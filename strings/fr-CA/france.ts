// The French dictionary of the French flow's own words over the drawer's: its insurers, member and forms pages, one table per surface.
import type { Translation } from '../types.ts';
import type en from '../en/france.ts';
import forms from './france/forms.ts';
import insurers from './france/insurers.ts';
import member from './france/member.ts';
import information from './france/information.ts';

/** French: every surface and key of the English dictionary. */
const fr: Translation<typeof en> = { forms, insurers, member, information };

export default fr;
