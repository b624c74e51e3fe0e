// The French flow's relationship help: the insured person rather than the policy holder.
import type { Strings } from '../../types.ts';
import type en from '../../en/france/information.ts';

/** French. */
const fr: Strings<typeof en> = {
  help: 'Qu’est-ce que cela signifie?',
  helpTitle: 'Lien avec l’assuré',
  helpLead: 'L’assuré est la personne qui a souscrit le contrat de mutuelle. Indiquez qui portera les lunettes ou les lentilles :',
  SELF: 'Vous êtes l’assuré.',
  SPS: 'L’époux ou l’épouse de l’assuré.',
  CHILD: 'Un enfant de l’assuré couvert par la mutuelle.',
  HANDIC: 'Une personne à charge en situation de handicap couverte par la mutuelle, quel que soit son âge.',
  PSTUD: 'Une personne à charge qui fait des études à temps partiel.',
  FSTUD: 'Une personne à charge qui fait des études à temps plein.',
  DOMPART: 'Le partenaire de PACS ou le concubin de l’assuré.',
};

export default fr;
