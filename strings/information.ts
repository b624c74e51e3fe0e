// Strings of the insurance-information view: the claimant-relationship help (spec 001 section 2) and the rule of change.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  help: 'What does this mean?',
  helpTitle: 'Relationship to the policy holder',
  helpLead: 'The policy holder is the person whose name is on the insurance plan. Choose who the eyewear is for:',
  SELF: 'You are the policy holder.',
  SPS: 'The husband or wife of the policy holder.',
  CHILD: 'A child of the policy holder covered by the plan.',
  HANDIC: 'A dependant with a disability covered by the plan, whatever their age.',
  PSTUD: 'A dependant enrolled part time at school, college or university.',
  FSTUD: 'A dependant enrolled full time at school, college or university.',
  DOMPART: 'A partner living with the policy holder, covered by the plan.',
  close: 'Close',
  recheck: 'You changed a name: your validated prescription will be checked again after you continue.',
  failed: 'We couldn’t save your details. Please try again.',
  retry: 'Try again',
};

/** French. */
export const fr: Strings<typeof en> = {
  help: 'Qu’est-ce que cela signifie?',
  helpTitle: 'Lien avec le titulaire de la police',
  helpLead: 'Le titulaire est la personne dont le nom figure sur le régime d’assurance. Choisissez pour qui sont les lunettes :',
  SELF: 'Vous êtes le titulaire de la police.',
  SPS: 'L’époux ou l’épouse du titulaire.',
  CHILD: 'Un enfant du titulaire couvert par le régime.',
  HANDIC: 'Une personne à charge handicapée couverte par le régime, quel que soit son âge.',
  PSTUD: 'Une personne à charge inscrite à temps partiel à l’école, au collège ou à l’université.',
  FSTUD: 'Une personne à charge inscrite à temps plein à l’école, au collège ou à l’université.',
  DOMPART: 'Un ou une partenaire vivant avec le titulaire, couvert par le régime.',
  close: 'Fermer',
  recheck: 'Vous avez modifié un nom : votre ordonnance validée sera vérifiée de nouveau lorsque vous continuerez.',
  failed: 'Nous n’avons pas pu enregistrer vos renseignements. Veuillez réessayer.',
  retry: 'Réessayer',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};
