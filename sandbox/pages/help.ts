// The demo shop's help page on vision insurance: the FAQ its configuration gives the widgets (spec 000 section 3, faqUrl
// with the locale placeholder), which a brand that shows its FAQ offers wherever the shopper may need help (spec 000
// sections 8 and 9), and its customer service's phone number. Short and plain, in the page's language.
import type { ShopSession } from '../state.ts';
import { CONTACT_PHONE, esc, type DemoLocale } from './kit.ts';
import { infoPage, infoWordsOf, type InfoLanguages } from './info-page.ts';

/** A question and its answer. */
type Answer = readonly [question: string, answer: string];

/** The page's words: its heading, what it is, and the questions. `{phone}` is the locale's number. */
interface HelpWords {
  readonly title: string;
  readonly intro: string;
  readonly answers: readonly Answer[];
}

const EN: HelpWords = {
  title: 'Vision insurance: questions and answers',
  intro: 'This is a demo shop: its insurers are simulated, and nothing is bought or claimed for real.',
  answers: [
    ['How do I use my insurance?', 'Sign in, add glasses or contact lenses to your cart, and turn on "Use insurance benefits" on the cart. We look you up with your insurer, you upload your prescription, and the insurer’s share comes off your order.'],
    ['What do I need?', 'Your insurer, your member ID (on your insurance card), the patient’s date of birth, and a photo or file of a prescription from the last two years.'],
    ['What if my insurer cannot answer right away?', 'You can still check out. Your order is paid in full, and your claim is sent again within 24 hours; if the insurer accepts it, you are refunded its share.'],
    ['My claim was refused. What now?', 'You can still buy your order at full price and send the claim to your insurer yourself, with your receipt.'],
    ['Who can I talk to?', 'Our customer service: {phone}, Monday to Friday, 9 a.m. to 5 p.m.'],
  ],
};

const FR: HelpWords = {
  title: 'Tiers payant\u202f: questions et réponses',
  intro: 'Ceci est une boutique de démonstration\u202f: ses mutuelles sont simulées, et rien n’est acheté ni remboursé pour de vrai.',
  answers: [
    ['Comment utiliser ma mutuelle\u202f?', 'Connectez-vous, ajoutez des lunettes ou des lentilles à votre panier, puis activez «\u202fUtiliser le tiers payant\u202f» sur le panier. Vous choisissez votre mutuelle, demandez un devis, et une fois le devis accepté, sa prise en charge est déduite de votre commande.'],
    ['De quoi ai-je besoin\u202f?', 'Votre mutuelle, votre numéro d’adhérent (sur votre carte de tiers payant), la date de naissance du patient et une ordonnance valide.'],
    ['Combien de temps pour le devis\u202f?', 'En général moins de deux minutes. Si votre mutuelle ne répond pas tout de suite, elle peut mettre jusqu’à 48 heures\u202f: nous vous prévenons dès que son devis arrive.'],
    ['Mon devis a été refusé. Que faire\u202f?', 'Vous pouvez commander au prix normal et demander le remboursement à votre mutuelle avec votre facture.'],
    ['Qui peut m’aider\u202f?', 'Notre service client\u202f: {phone}, du lundi au vendredi, de 9\u00a0h à 17\u00a0h.'],
  ],
};

/** Quebec: the North American flow in Quebec French, its punctuation without a space before ? (strings/fr-CA). */
const FR_CA: HelpWords = {
  title: 'Assurance vision\u00a0: questions et réponses',
  intro: 'Ceci est une boutique de démonstration\u00a0: ses assureurs sont simulés, et rien n’est acheté ni réclamé pour vrai.',
  answers: [
    ['Comment utiliser mon assurance?', 'Connectez-vous, ajoutez des lunettes ou des lentilles cornéennes à votre panier, puis activez «\u00a0Utiliser mes garanties\u00a0» dans le panier. Nous vous trouvons auprès de votre assureur, vous téléversez votre ordonnance, et la part de l’assureur est déduite de votre commande.'],
    ['De quoi ai-je besoin?', 'Votre assureur, votre numéro de membre (sur votre carte d’assurance), la date de naissance du patient, et une photo ou un fichier d’une ordonnance de moins de deux ans.'],
    ['Et si mon assureur ne peut pas répondre tout de suite?', 'Vous pouvez quand même passer à la caisse. Votre commande est payée en entier, et votre demande est renvoyée dans les 24 heures; si l’assureur l’accepte, sa part vous est remboursée.'],
    ['Ma demande a été refusée. Que faire?', 'Vous pouvez quand même acheter votre commande au prix courant et envoyer la demande vous-même à votre assureur, avec votre reçu.'],
    ['À qui parler?', 'Notre service à la clientèle\u00a0: {phone}, du lundi au vendredi, de 9\u00a0h à 17\u00a0h.'],
  ],
};

/** Every language of the help page, so a test can check that a French page carries none of the English. */
export const HELP_WORDS: InfoLanguages<HelpWords> = { en: EN, fr: FR, 'fr-ca': FR_CA };

/** The help words of a page in this locale. */
export const helpWordsOf = (locale: DemoLocale): HelpWords => infoWordsOf(HELP_WORDS, locale);

/** The help page in the shop's frame, at its own path (the brand switch comes back to it). */
export function helpPage(locale: DemoLocale, brand: string, session: ShopSession, path: string): string {
  const { title, intro, answers } = helpWordsOf(locale);
  const phone = CONTACT_PHONE[locale];
  const withPhone = (html: string) => html.replace('{phone}', `<a href="tel:${phone.replace(/[^\d+]/g, '')}">${esc(phone)}</a>`);
  return infoPage(locale, brand, session, path, { title, blocks: [intro, ...answers], markup: withPhone });
}
