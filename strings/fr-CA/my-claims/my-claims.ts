// Strings of the my-claims widget: the customer's claims, their statuses and notices (spec 001 section 2, "My-claims").
import type { Strings } from '../../types.ts';
import type en from '../../en/my-claims/my-claims.ts';

/** French. */
const fr: Strings<typeof en> = {
  caption: 'Vos demandes d’assurance vision, les plus récentes d’abord',
  'heading.order': 'Commande {{id}}',
  'heading.claim': 'Demande {{id}}',
  submitted: 'Envoyée le',
  status: 'Statut',
  summary: 'Résumé de l’assurance',
  order: 'Commande',
  deduction: 'Déduction de l’assurance',
  refunded: 'Remboursé',
  documents: 'Documents',
  none: 'Aucun',
  missing: '—',
  missingSpoken: 'Information non communiquée',
  ACCEPTED: 'Acceptée',
  REJECTED: 'Refusée',
  ACKNOWLEDGED: 'Reçue par l’assureur',
  CANCELLED: 'Annulée',
  REFUNDED: 'Remboursée',
  INVOICED: 'Facturée',
  UNKNOWN: 'Statut non disponible',
  EXPLANATION_OF_BENEFITS: 'Relevé de prestations',
  REJECTION_NOTICE: 'Avis de refus',
  ACKNOWLEDGEMENT_NOTICE: 'Accusé de réception',
  'the.EXPLANATION_OF_BENEFITS': 'le relevé de prestations',
  'the.REJECTION_NOTICE': 'l’avis de refus',
  'the.ACKNOWLEDGEMENT_NOTICE': 'l’accusé de réception',
  download: 'Télécharger {{the}} de la commande {{id}} (PDF)',
  'download.claim': 'Télécharger {{the}} de la demande {{id}} (PDF)',
  opening: 'Récupération en cours : {{the}}…',
  'opened.EXPLANATION_OF_BENEFITS': 'Le relevé de prestations s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)',
  'opened.REJECTION_NOTICE': 'L’avis de refus s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)',
  'opened.ACKNOWLEDGEMENT_NOTICE': 'L’accusé de réception s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)',
  downloadError: 'Impossible de récupérer {{the}}.',
  loading: 'Chargement de vos demandes…',
  loadError: 'Impossible de charger vos demandes.',
  tryAgain: 'Réessayer',
  retryDownload: 'Réessayer : {{download}}',
  empty: 'Vous n’avez encore aucune demande. Les demandes envoyées avec une commande apparaissent ici.',
  signedOut: 'Connectez-vous pour voir vos demandes de remboursement.',
  signIn: 'Se connecter',
};

export default fr;
