// Strings of the my-claims widget: the customer's claims, their statuses and notices (spec 001 section 2, "My-claims").
import type { Strings } from '../../types.ts';
import type en from '../../en/my-claims/my-claims.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  caption: 'Vos demandes de prise en charge, les plus récentes d’abord',
  'heading.order': 'Commande {{id}}',
  'heading.claim': 'Demande {{id}}',
  submitted: 'Envoyée le',
  status: 'Statut',
  summary: 'Prise en charge',
  order: 'Commande',
  deduction: 'Part de la mutuelle',
  refunded: 'Remboursé',
  documents: 'Documents',
  none: 'Aucun',
  missing: '—',
  missingSpoken: 'Information non communiquée',
  ACCEPTED: 'Acceptée',
  REJECTED: 'Refusée',
  ACKNOWLEDGED: 'Reçue par la mutuelle',
  CANCELLED: 'Annulée',
  REFUNDED: 'Remboursée',
  INVOICED: 'Facturée',
  UNKNOWN: 'Statut non disponible',
  EXPLANATION_OF_BENEFITS: 'Décompte de prise en charge',
  REJECTION_NOTICE: 'Avis de refus',
  ACKNOWLEDGEMENT_NOTICE: 'Accusé de réception',
  'the.EXPLANATION_OF_BENEFITS': 'le décompte de prise en charge',
  'the.REJECTION_NOTICE': 'l’avis de refus',
  'the.ACKNOWLEDGEMENT_NOTICE': 'l’accusé de réception',
  download: 'Télécharger {{the}} de la commande {{id}} (PDF)',
  'download.claim': 'Télécharger {{the}} de la demande {{id}} (PDF)',
  opening: 'Récupération en cours : {{the}}…',
  'opened.EXPLANATION_OF_BENEFITS': 'Le décompte de prise en charge s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)',
  'opened.REJECTION_NOTICE': 'L’avis de refus s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)',
  'opened.ACKNOWLEDGEMENT_NOTICE': 'L’accusé de réception s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)',
  downloadError: 'Impossible de récupérer {{the}}.',
  loading: 'Chargement de vos demandes…',
  loadError: 'Impossible de charger vos demandes.',
  tryAgain: 'Réessayer',
  retryDownload: 'Réessayer : {{download}}',
  empty: 'Vous n’avez encore aucune demande. Les demandes envoyées avec une commande apparaissent ici.',
  signedOut: 'Connectez-vous pour voir vos demandes de prise en charge.',
  signIn: 'Se connecter',
};

export default fr;
