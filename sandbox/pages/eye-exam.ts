// The demo shop's eye-exam page: where its configuration's eyeExamPath sends the plans' schedule-exam link (spec 001
// section 2). A real shop books an exam there; the demo says it books nothing. Short and plain, in the page's language.
import type { ShopSession } from '../state.ts';
import type { DemoLocale } from './kit.ts';
import { infoPage, infoWordsOf, type InfoLanguages } from './info-page.ts';

/** The page's words: its heading, that it is a demo, and what a real shop's page would do. */
interface ExamWords {
  readonly title: string;
  readonly intro: string;
  readonly paragraphs: readonly string[];
}

const EN: ExamWords = {
  title: 'Book an eye exam',
  intro: 'This is a demo shop: no appointment is booked, and nobody will call you.',
  paragraphs: [
    'A real shop would let you choose a store, a day and a time here.',
    'Bring your insurance card and the glasses or contact lenses you wear now.',
  ],
};

const FR: ExamWords = {
  title: 'Prendre rendez-vous pour un examen de la vue',
  intro: 'Ceci est une boutique de démonstration\u202f: aucun rendez-vous n’est pris, et personne ne vous appellera.',
  paragraphs: [
    'Une vraie boutique vous laisserait choisir ici un magasin, un jour et une heure.',
    'Apportez votre carte de tiers payant et les lunettes ou lentilles que vous portez aujourd’hui.',
  ],
};

/** Quebec: an insurance card and contact lenses in its own words, a no-break space before the colon (strings/fr-CA). */
const FR_CA: ExamWords = {
  title: 'Prendre rendez-vous pour un examen de la vue',
  intro: 'Ceci est une boutique de démonstration\u00a0: aucun rendez-vous n’est pris, et personne ne vous appellera.',
  paragraphs: [
    'Une vraie boutique vous laisserait choisir ici un magasin, une journée et une heure.',
    'Apportez votre carte d’assurance et les lunettes ou lentilles cornéennes que vous portez maintenant.',
  ],
};

/** Every language of the eye-exam page, so a test can check that a French page carries none of the English. */
export const EXAM_WORDS: InfoLanguages<ExamWords> = { en: EN, fr: FR, 'fr-ca': FR_CA };

/** The eye-exam words of a page in this locale. */
export const examWordsOf = (locale: DemoLocale): ExamWords => infoWordsOf(EXAM_WORDS, locale);

/** The eye-exam page in the shop's frame, at its own path (the brand switch comes back to it). */
export function eyeExamPage(locale: DemoLocale, brand: string, session: ShopSession, path: string): string {
  const { title, intro, paragraphs } = examWordsOf(locale);
  return infoPage(locale, brand, session, path, { title, blocks: [intro, ...paragraphs] });
}
