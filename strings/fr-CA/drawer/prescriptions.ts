// Strings of the prescription upload (spec 000 sections 2, 3 and 5; spec 001 sections 5 and 8); the validation view's are in validation.ts.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/prescriptions.ts';

/** French. */
const fr: Strings<typeof en> = {
  heading: 'Téléversez votre ordonnance',
  lead: 'Ajoutez une photo ou un scan de chaque ordonnance : lunettes et lentilles en demandent une chacune, du même médecin.',
  validity: 'Votre ordonnance doit dater de moins de {{months}} mois.',
  'validity.byProduct': 'Une ordonnance de lunettes est valable {{glasses}} mois, une ordonnance de lentilles {{contacts}} mois.',
  choose: 'Ajouter des fichiers d’ordonnance',
  'choose.single': 'Ajouter un fichier d’ordonnance',
  hint: 'PDF, JPG, JPEG ou PNG, 10 Mo maximum chacun, 10 fichiers au plus.',
  'hint.single': 'Un seul fichier PDF, JPG, JPEG ou PNG, 10 Mo maximum.',
  files: 'Vos fichiers',
  'refuse.type': '{{name}} : seuls les fichiers PDF, JPG, JPEG et PNG sont acceptés.',
  'refuse.size': '{{name}} : le fichier dépasse 10 Mo.',
  'refuse.empty': '{{name}} : le fichier est vide.',
  'refuse.count': '{{name}} : une demande accepte 10 fichiers au plus. Retirez-en un d’abord.',
  'refuse.count.single': '{{name}} : cette demande n’accepte qu’un fichier. Retirez d’abord celui ajouté.',
  'refuse.content': '{{name}} : le contenu du fichier n’est pas un fichier {{type}}.',
  uploading: 'Envoi de {{name}}',
  progress: '{{percent}} % envoyés',
  uploaded: '{{name}} envoyé.',
  failed: '{{name}} n’a pas pu être envoyé.',
  retry: 'Réessayer',
  dismiss: 'Retirer de la liste',
  preview: 'Aperçu',
  previewOf: 'Aperçu de {{name}}',
  open: 'Ouvrir {{name}} (nouvel onglet)',
  remove: 'Supprimer',
  removed: '{{name}} supprimé.',
  'status.validated': 'Validée',
  'status.review': 'En cours d’examen',
  'status.rejected': 'Non valide',
  'status.pending': 'Pas encore vérifiée',
  required: 'Veuillez téléverser au moins une ordonnance.',
  wait: 'Veuillez attendre la fin de l’envoi de chaque fichier.',
  callFailed: 'Une erreur est survenue. Veuillez réessayer.',
  tryAgain: 'Réessayer',
  HELP_GLASSES_RX: 'Comment lire une ordonnance de lunettes',
  'HELP_GLASSES_RX.text': 'OD est l’œil droit, OG l’œil gauche. SPH, CYL et AXE donnent la correction ; ADD sert à la lecture. La date et le nom du médecin doivent être lisibles.',
  HELP_CONTACTS_RX: 'Comment lire une ordonnance de lentilles',
  'HELP_CONTACTS_RX.text': 'Elle indique aussi le rayon (RC), le diamètre (DIA) et la marque. Une ordonnance de lunettes ne vaut pas pour des lentilles.',
  HELP_TAKE_CLEAR_PHOTO: 'Comment prendre une photo nette',
  'HELP_TAKE_CLEAR_PHOTO.text': 'Posez la feuille à plat, en pleine lumière, sans flash. Cadrez les quatre coins, restez immobile et vérifiez que chaque chiffre est net.',
};

export default fr;
