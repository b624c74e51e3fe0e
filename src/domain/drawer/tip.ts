// The drawer's "Why we ask" (spec 000 section 2: the page flow gives each view a tooltip): on the forms wizard's views it
// is the help of the page whose fields the screen asks, since one view shows several pages (the member found asks the
// doctor's, the information view the patient's and then the doctor's); the view's tooltip elsewhere.
import { WIZARD_VIEWS } from './flow-nav.ts';

/**
 * The index of the wizard's page whose fields the screen shown asks, or null off the wizard: on the member view the last
 * page its screen answers (`through`: 0 the lookup's own, 2 the doctor's on the member found), on the information
 * view the page shown (never before the patient's, its first).
 */
export function askedPage(view: string, formIndex: number, through: number): number | null {
  const at = WIZARD_VIEWS.indexOf(view);
  if (at < 0) return null;
  return at === 0 ? through : Math.max(1, formIndex);
}

/**
 * The message key of a page's help, by its title's (`forms.doctor.title` gives `forms.doctor.tip`), as its lead is
 * named; a title key of another shape names no help.
 */
export function pageTipKey(titleKey: string): string | null {
  return /\.title$/.test(titleKey) ? titleKey.replace(/title$/, 'tip') : null;
}
