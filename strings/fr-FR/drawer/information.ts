// Strings of the insurance-information view: the claimant-relationship help (spec 001 section 2) and the rule of change.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/information.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  help: 'Qu’est-ce que cela signifie ?',
  helpTitle: 'Lien du patient avec l’assuré',
  helpLead: 'L’assuré est la personne qui a souscrit le contrat de mutuelle. Indiquez qui portera les lunettes ou les lentilles :',
  SELF: 'Vous êtes l’assuré.',
  SPS: 'L’époux ou l’épouse de l’assuré.',
  CHILD: 'Un enfant de l’assuré couvert par le contrat.',
  HANDIC: 'Une personne à charge en situation de handicap couverte par le contrat, quel que soit son âge.',
  PSTUD: 'Une personne à charge qui fait des études à temps partiel.',
  FSTUD: 'Une personne à charge qui fait des études à temps plein.',
  DOMPART: 'Le partenaire de PACS ou le concubin de l’assuré, couvert par le contrat.',
  close: 'Fermer',
  recheck: 'Vous avez modifié un nom : votre ordonnance validée sera vérifiée de nouveau lorsque vous continuerez.',
  failed: 'Nous n’avons pas pu enregistrer vos informations. Veuillez réessayer.',
  offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
  retry: 'Réessayer',
  save: 'Enregistrer',
  noneHeading: 'Rien à afficher pour le moment',
  none: 'Votre demande n’a pas encore atteint cette étape.',
};

export default fr;
