// Which help "Why we ask" gives (spec 000 section 2, the page flow's tooltip), as tables.
import { describe, expect, test } from 'vitest';
import { askedPage, pageTipKey } from './tip.ts';

describe('spec 000 §2: the tip is the help of the wizard page the screen asks', () => {
  test.each<[string, string, number, number, number | null]>([
    ['the member lookup asks the member page', 'insurance-member', 0, 0, 0],
    ['the member found asking the doctor’s fields asks the doctor page', 'insurance-member', 0, 2, 2],
    ['the member found after the patient under Self answers the patient page', 'insurance-member', 0, 1, 1],
    ['the information view asks the page it shows: the patient', 'insurance-information', 1, 0, 1],
    ['the information view asks the page it shows: the doctor', 'insurance-information', 2, 0, 2],
    ['the information view never shows the member page', 'insurance-information', 0, 0, 1],
    ['off the wizard no page is asked: the view’s tooltip applies', 'select-prescription', 2, 2, null],
  ])('%s', (_name, view, formIndex, through, expected) => {
    expect(askedPage(view, formIndex, through)).toBe(expected);
  });

  test.each<[string, string | null]>([
    ['forms.member.title', 'forms.member.tip'],
    ['forms.doctor.title', 'forms.doctor.tip'],
    ['forms.patientDoctor.title', 'forms.patientDoctor.tip'],
    ['forms.subtitle', null],
    ['title', null],
  ])('the help of the page titled %s is %s', (titleKey, expected) => {
    expect(pageTipKey(titleKey)).toBe(expected);
  });
});
