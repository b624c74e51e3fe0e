// Strings of the insurance-information view: the claimant-relationship help (spec 001 section 2) and the rule of change.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/information.ts';

/** French. */
const fr: Strings<typeof en> = {
  help: 'Qu’est-ce que cela signifie?',
  helpTitle: 'Lien avec le titulaire de la police',
  helpLead: 'Le titulaire est la personne dont le nom figure sur le régime d’assurance. Indiquez qui portera les lunettes ou les lentilles :',
  SELF: 'Vous êtes le titulaire de la police.',
  SPS: 'L’époux ou l’épouse du titulaire.',
  CHILD: 'Un enfant du titulaire couvert par le régime.',
  HANDIC: 'Une personne à charge handicapée couverte par le régime, quel que soit son âge.',
  PSTUD: 'Une personne à charge inscrite à temps partiel à l’école, au collège ou à l’université.',
  FSTUD: 'Une personne à charge inscrite à temps plein à l’école, au collège ou à l’université.',
  DOMPART: 'La personne qui vit en couple avec le titulaire sans être mariée avec lui, couverte par le régime.',
  close: 'Fermer',
  recheck: 'Vous avez modifié un nom : votre ordonnance validée sera vérifiée de nouveau lorsque vous continuerez.',
  failed: 'Nous n’avons pas pu enregistrer vos renseignements. Veuillez réessayer.',
  offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
  retry: 'Réessayer',
  save: 'Enregistrer',
  noneHeading: 'Rien à afficher pour l’instant',
  none: 'Votre demande n’a pas encore atteint cette étape.',
};

export default fr;
