// French typography keeps a number with its unit or what it counts ("48 heures", "13 chiffres", "{{count}} mutuelles")
// and a number written in groups ("06 12 34 56 78") on one line: a no-break space between them, so a narrow screen
// never leaves "48" at the end of one line and "heures" at the start of the next. strings/fr-FR.test.ts and
// strings/fr-CA.test.ts read every French string with this check.

/** The units and the counted words our French strings put after a number, each with its plural; a new one belongs here. */
const UNITS = [
  'secondes?',
  'minutes?',
  'heures?',
  'jours?',
  'semaines?',
  'mois',
  'ans?',
  'années?',
  'Ko',
  'Mo',
  'Go',
  'chiffres?',
  'caractères?',
  'fichiers?',
  'tentatives?',
  'mutuelles?',
  'assureurs?',
  'boîtes?',
  'lentilles?',
  'paires?',
  'devis',
  'demandes?',
  'ordonnances?',
  'produits?',
  'articles?',
  '%',
  '€',
];

/** A space a line may break at: any white space but the no-break (U+00A0) and narrow no-break (U+202F) spaces. */
const BREAKING = '[^\\S\\u00a0\\u202f]';
/** A number, in digits or as the {{placeholder}} that will hold one, then a breaking space, then its unit. */
const NUMBER_THEN_UNIT = new RegExp(`(?:\\d+|\\{\\{\\s*\\w+\\s*\\}\\})${BREAKING}(?:${UNITS.join('|')})(?![\\p{L}])`, 'u');
/** Digits, a breaking space, digits: a number written in groups, cut in two at the end of a line. */
const NUMBER_IN_GROUPS = new RegExp(`\\d+${BREAKING}\\d+`, 'u');

/** What a French text gets wrong in keeping its numbers whole: a breaking space before a unit, or inside a number. */
export function numberSpaceFaults(text: string): string[] {
  const faults: string[] = [];
  const unit = NUMBER_THEN_UNIT.exec(text);
  if (unit) faults.push(`a space that may break between a number and its unit ("${unit[0]}"): write a no-break space`);
  const groups = NUMBER_IN_GROUPS.exec(text);
  if (groups) faults.push(`a space that may break inside a number ("${groups[0]}"): write a no-break space`);
  return faults;
}
