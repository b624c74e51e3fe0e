// The French flow's insurance-member view: the supplementary health insurance and its lookup screens.
import type { Strings } from '../../types.ts';
import type en from '../../en/france/member.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  heading: 'Votre contrat de mutuelle',
  lead: 'Indiquez les informations figurant sur votre carte de tiers payant.',
  insurer: 'Votre mutuelle : {{name}}',
  change: 'Changer de mutuelle',
  choose: 'Choisir votre mutuelle',
  loading: 'Un instant, nous enregistrons vos informations',
  loadingBody: 'Nous transmettons vos informations à votre mutuelle. Cela peut prendre quelques secondes.',
  notFound: 'Nous ne trouvons pas votre adhésion',
  notFoundBody: 'Vérifiez votre numéro d’adhérent et le nom de l’assuré tels qu’ils figurent sur votre carte, puis réessayez.',
  error: 'Nous rencontrons un problème',
  errorBody: 'Nous n’avons pas pu enregistrer vos informations. Elles sont conservées : veuillez réessayer.',
};

export default fr;
