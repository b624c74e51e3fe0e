// Strings of the overview widget: the home card, the insurer search and the in- and out-of-network cards (spec 001 section 2).
import type { Strings } from '../../types.ts';
import type en from '../../en/overview/overview.ts';

/** French. */
const fr: Strings<typeof en> = {
  heading: 'Utilisez votre assurance vision chez nous',
  description: 'Nous facturons directement de nombreux assureurs : trouvez le vôtre pour savoir comment utiliser vos garanties.',
  // A no-break space keeps 40 and % together, as French typography writes them.
  fullyCovered: '40\u00a0% des clients sont entièrement couverts.',
  frameLensesOffer: '40\u00a0% de réduction sur une monture avec verres',
  insurersLabel: 'Nos assureurs partenaires',
  searchLabel: 'Trouvez votre assureur',
  searchHint: 'Tapez une partie de son nom, puis choisissez-le dans la liste.',
  results: '{{count}}\u00a0assureurs trouvés',
  result: '1\u00a0assureur trouvé',
  noResult: 'Aucun assureur ne correspond à votre recherche.',
  noResultNext: 'Vérifiez l’orthographe, ou choisissez le vôtre parmi nos assureurs partenaires ci-dessus. S’il n’y figure pas, nous ne pouvons pas le facturer directement\u00a0: payez votre commande, puis demandez le remboursement à votre assureur.',
  loading: 'Chargement des assureurs…',
  loadError: 'Impossible de charger les assureurs.',
  tryAgain: 'Réessayer',
  shopHeading: 'Prêt à magasiner?',
  shopNow: 'Voir nos lunettes',
  goToCart: 'Voir mon panier',
  back: 'Retour à tous les assureurs',
  inNetwork: 'Dans notre réseau',
  outOfNetwork: 'Hors réseau',
  inOnline: '{{name}} fait partie de notre réseau : utilisez vos garanties en ligne au paiement, en magasin ou avec notre service à la clientèle.',
  inOffline: '{{name}} fait partie de notre réseau : utilisez vos garanties en magasin ou avec notre service à la clientèle.',
  outForm: '{{name}} ne fait pas partie de notre réseau : payez votre commande, puis demandez le remboursement à {{name}} avec son formulaire.',
  outContact: '{{name}} ne fait pas partie de notre réseau : payez votre commande, puis demandez le remboursement à {{name}}.',
  stepsLabel: 'Comment utiliser vos garanties',
  'step.online': 'En ligne : vérifiez vos garanties et appliquez-les à votre panier.',
  'step.in-store': 'En magasin : apportez votre carte d’assurance dans l’un de nos magasins.',
  'step.customer-service': 'Service à la clientèle : appelez-nous, nous appliquons vos garanties pour vous.',
  'step.contact': 'Contactez-nous si vous avez besoin d’aide pour votre demande.',
  'step.form': 'Téléchargez le formulaire de demande et remplissez-le.',
  'step.shop': 'Commandez vos lunettes et gardez votre reçu.',
  'step.submit': 'Envoyez la demande avec votre reçu à {{name}}.',
  checkBenefits: 'Vérifier mes garanties',
  signIn: 'Se connecter pour vérifier mes garanties',
  chat: 'Clavarder avec le service à la clientèle',
  phoneNumber: 'Appeler le service à la clientèle au {{phone}}',
  downloadForm: 'Télécharger le formulaire de demande (PDF)',
  gettingForm: 'Récupération du formulaire…',
  formReady: 'Le formulaire s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)',
  formError: 'Impossible de récupérer le formulaire de demande.',
};

export default fr;
