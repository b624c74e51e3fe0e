// The demo shop's legal pages: the terms, the privacy notice and the cookie policy the review links to before a shopper
// accepts them, short and plain, in the page's language, saying that the shop is a demo.
import type { ShopSession } from '../state.ts';
import type { DemoLocale } from './kit.ts';
import { infoPage, infoWordsOf, type InfoLanguages } from './info-page.ts';

/** A legal page of the shop, by what it is. */
export type LegalKind = 'terms' | 'privacy' | 'cookies';

/**
 * Where the shop serves each legal page under its locale: the host defaults a shop of brand cle keeps under /c/, and the
 * pages every other brand keeps under /info/ (spec 000 section 2). The shop's own list, so a test can hold the widgets'
 * links against it.
 */
export const LEGAL_PATHS: Readonly<Record<string, LegalKind>> = {
  'c/terms-and-conditions': 'terms',
  'c/privacy-policy': 'privacy',
  'info/conditions-generales': 'terms',
  'info/politique-de-confidentialite': 'privacy',
  'info/politique-des-cookies': 'cookies',
};

/** A page's heading and its paragraphs. */
interface LegalText {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

type LegalWords = Readonly<Record<LegalKind, LegalText>>;

const EN: LegalWords = {
  terms: {
    title: 'Terms and conditions',
    paragraphs: [
      'This is a demo shop: it sells nothing, takes no payment and ships nothing. These terms show what a real shop would ask you to accept.',
      'When you apply your vision insurance to an order, you confirm that you hold a valid prescription for the glasses or contact lenses in your cart, and that the details you give are true.',
      'Your insurer decides what it covers. What it does not cover is yours to pay.',
      'You can cancel your claim while the cart still offers it.',
    ],
  },
  privacy: {
    title: 'Privacy policy',
    paragraphs: [
      'This is a demo shop: enter made-up details, never your own.',
      'What it keeps: your cart, the e-mail address you sign in with, and what you give for your claim (your insurer, the member and patient details, the doctor and your prescription files).',
      'Why: to send your claim to the simulated insurer and show you its answer. Nothing is sold or shared.',
      'For how long: in the demo’s memory only, until it restarts or is reset.',
    ],
  },
  cookies: {
    title: 'Cookie policy',
    paragraphs: [
      'This is a demo shop. It sets one cookie, demo_shop_session, which keeps your cart and your sign-in while you visit.',
      'The shop needs it to work. It goes when you sign out or close your browser. There are no advertising or analytics cookies.',
    ],
  },
};

/** The French of France: the mutuelle and its tiers payant, a narrow no-break space before : ; ? ! */
const FR: LegalWords = {
  terms: {
    title: 'Conditions générales',
    paragraphs: [
      'Ceci est une boutique de démonstration\u202f: elle ne vend rien, n’encaisse aucun paiement et n’expédie rien. Ces conditions montrent ce qu’une vraie boutique vous demanderait d’accepter.',
      'En utilisant le tiers payant de votre mutuelle pour une commande, vous certifiez détenir une ordonnance valide pour les lunettes ou les lentilles de votre panier, et que les informations que vous donnez sont exactes.',
      'Votre mutuelle décide de ce qu’elle prend en charge. Le reste est à payer par vous.',
      'Vous pouvez annuler votre demande tant que le panier le propose.',
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    paragraphs: [
      'Ceci est une boutique de démonstration\u202f: saisissez des informations inventées, jamais les vôtres.',
      'Ce qu’elle conserve\u202f: votre panier, l’adresse e-mail avec laquelle vous vous connectez, et ce que vous indiquez pour votre demande (votre mutuelle, l’assuré et le patient, le médecin et vos ordonnances).',
      'Pourquoi\u202f: pour transmettre votre demande à la mutuelle simulée et vous montrer sa réponse. Rien n’est vendu ni partagé.',
      'Combien de temps\u202f: dans la mémoire de la démo seulement, jusqu’à son redémarrage ou sa remise à zéro.',
    ],
  },
  cookies: {
    title: 'Politique des cookies',
    paragraphs: [
      'Ceci est une boutique de démonstration. Elle dépose un seul cookie, demo_shop_session, qui garde votre panier et votre connexion pendant votre visite.',
      'Il est nécessaire au fonctionnement de la boutique. Il disparaît quand vous vous déconnectez ou fermez votre navigateur. La boutique n’utilise aucun cookie publicitaire ni de mesure d’audience.',
    ],
  },
};

/** Quebec French: the insurer and its vision insurance, a no-break space before the colon and none before ? ; ! */
const FR_CA: LegalWords = {
  terms: {
    title: 'Conditions générales',
    paragraphs: [
      'Ceci est une boutique de démonstration\u00a0: elle ne vend rien, ne perçoit aucun paiement et n’expédie rien. Ces conditions montrent ce qu’une vraie boutique vous demanderait d’accepter.',
      'En utilisant votre assurance vision pour une commande, vous confirmez détenir une ordonnance valide pour les lunettes ou les lentilles de votre panier, et que les renseignements que vous donnez sont exacts.',
      'Votre assureur décide de ce qu’il couvre. Ce qu’il ne couvre pas reste à payer par vous.',
      'Vous pouvez annuler votre demande tant que le panier le propose.',
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    paragraphs: [
      'Ceci est une boutique de démonstration\u00a0: inscrivez des renseignements inventés, jamais les vôtres.',
      'Ce qu’elle conserve\u00a0: votre panier, l’adresse courriel avec laquelle vous vous connectez, et ce que vous indiquez pour votre demande (votre assureur, le membre et le patient, le médecin et vos ordonnances).',
      'Pourquoi\u00a0: pour transmettre votre demande à l’assureur simulé et vous montrer sa réponse. Rien n’est vendu ni communiqué à qui que ce soit.',
      'Combien de temps\u00a0: dans la mémoire de la démo seulement, jusqu’à son redémarrage ou sa réinitialisation.',
    ],
  },
  cookies: {
    title: 'Politique des cookies',
    paragraphs: [
      'Ceci est une boutique de démonstration. Elle dépose un seul témoin (cookie), demo_shop_session, qui garde votre panier et votre connexion pendant votre visite.',
      'Il est nécessaire au fonctionnement de la boutique. Il disparaît quand vous vous déconnectez ou fermez votre navigateur. La boutique n’utilise aucun témoin publicitaire ni de mesure d’audience.',
    ],
  },
};

/** Every language of the legal pages, so a test can check that a French page carries none of the English. */
export const LEGAL_WORDS: InfoLanguages<LegalWords> = { en: EN, fr: FR, 'fr-ca': FR_CA };

/** The legal words of a page in this locale. */
export const legalWordsOf = (locale: DemoLocale): LegalWords => infoWordsOf(LEGAL_WORDS, locale);

/** A legal page in the shop's frame, at its own path (the brand switch comes back to it). */
export function legalPage(locale: DemoLocale, brand: string, session: ShopSession, kind: LegalKind, path: string): string {
  const { title, paragraphs } = legalWordsOf(locale)[kind];
  return infoPage(locale, brand, session, path, { title, blocks: paragraphs });
}
