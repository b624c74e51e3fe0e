// Strings of the overview widget: the home card, the insurer search and the in- and out-of-network cards (spec 001 section 2).
import type { Strings } from '../../types.ts';
import type en from '../../en/overview/overview.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  heading: 'Utilisez votre mutuelle chez nous',
  fullyCovered: '40 % des clients sont pris en charge en totalité.',
  frameLensesOffer: '40 % de réduction sur une monture avec verres',
  description: 'Nous pratiquons le tiers payant avec de nombreuses mutuelles : trouvez la vôtre pour savoir comment utiliser vos garanties.',
  insurersLabel: 'Nos mutuelles partenaires',
  searchLabel: 'Trouvez votre mutuelle',
  searchHint: 'Tapez une partie de son nom, puis choisissez-la dans la liste.',
  results: '{{count}}\u00a0mutuelles trouvées',
  result: '1\u00a0mutuelle trouvée',
  noResult: 'Aucune mutuelle ne correspond à votre recherche.',
  noResultNext: 'Vérifiez l’orthographe, ou choisissez la vôtre parmi nos mutuelles partenaires ci-dessus. Si elle n’y figure pas, nous ne pratiquons pas le tiers payant avec elle\u202f: réglez votre commande, puis demandez le remboursement à votre mutuelle.',
  loading: 'Chargement des mutuelles…',
  loadError: 'Impossible de charger la liste des mutuelles.',
  tryAgain: 'Réessayer',
  shopHeading: 'Prêt à faire vos achats ?',
  shopNow: 'Voir nos lunettes',
  goToCart: 'Voir mon panier',
  back: 'Retour à toutes les mutuelles',
  inNetwork: 'Dans notre réseau',
  outOfNetwork: 'Hors réseau',
  inOnline: '{{name}} fait partie de notre réseau : utilisez le tiers payant en ligne au moment de payer, en magasin ou avec notre service client.',
  inOffline: '{{name}} fait partie de notre réseau : utilisez le tiers payant en magasin ou avec notre service client.',
  outForm: '{{name}} ne fait pas partie de notre réseau : réglez votre commande, puis demandez le remboursement à {{name}} avec son formulaire.',
  outContact: '{{name}} ne fait pas partie de notre réseau : réglez votre commande, puis demandez le remboursement à {{name}}.',
  stepsLabel: 'Comment utiliser vos garanties',
  'step.online': 'En ligne : vérifiez vos garanties et appliquez-les à votre panier.',
  'step.in-store': 'En magasin : présentez votre carte de tiers payant dans l’un de nos magasins.',
  'step.customer-service': 'Service client : appelez-nous, nous appliquons vos garanties pour vous.',
  'step.contact': 'Contactez-nous si vous avez besoin d’aide pour votre demande.',
  'step.form': 'Téléchargez le formulaire de demande de remboursement et remplissez-le.',
  'step.shop': 'Commandez vos lunettes et conservez votre facture.',
  'step.submit': 'Envoyez la demande avec votre facture à {{name}}.',
  checkBenefits: 'Vérifier mes garanties',
  signIn: 'Se connecter pour vérifier mes garanties',
  chat: 'Discuter avec le service client',
  phoneNumber: 'Appeler le service client au {{phone}}',
  downloadForm: 'Télécharger le formulaire de demande de remboursement (PDF)',
  gettingForm: 'Récupération du formulaire…',
  formReady: 'Le formulaire s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)',
  formError: 'Impossible de récupérer le formulaire de demande de remboursement.',
};

export default fr;
