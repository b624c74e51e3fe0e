// Which of the forms wizard's later pages the member found answers itself (spec 000 section 2, views and the forms
// wizard; sections 3 and 6, the patient from the policy holder under Self).

/** What the rule reads about the member found and the insurer's forms wizard. */
export interface FoundPagesInput {
  /** Whether the lookup found the member (the member found screen is shown). */
  found: boolean;
  /** France's flow keeps every page of its own. */
  france: boolean;
  /** Read-only mode (spec 000 section 2) answers nothing. */
  readOnly: boolean;
  /** The number of pages of the forms wizard, the member's first. */
  pages: number;
  /** Whether the patient page asks the relationship. */
  asksRelationship: boolean;
  /** The relationship the patient page shows. */
  relationship: unknown;
  /** Whether every field of the patient page is filled in and valid as it stands. */
  patientAnswered: boolean;
}

/** What the member found asks besides its own: nothing, the patient (named, with a Change), or the patient and the doctor's fields. */
export interface FoundPages {
  /** The patient page is answered under Self: the member found names the patient and its Continue saves it. */
  patient: boolean;
  /** The doctor's page, the wizard's only page after the patient's, is asked on the member found itself. */
  doctor: boolean;
  /**
   * The wizard's last page the member found answers (0 its own, 1 the patient's, 2 the doctor's): its step is that
   * page's, so Step X of Y says what the screen asks and the next screen is the next step, never a jump past two.
   */
  through: number;
}

/**
 * Under relationship Self with every patient field filled in and valid, the patient page is no stop of its own; and
 * when the wizard has exactly one page after it (the doctor's), the member found asks that page's fields too, so one
 * Continue saves both. Any other wizard, relationship or flow keeps its pages.
 */
export function foundPages({ found, france, readOnly, pages, asksRelationship, relationship, patientAnswered }: FoundPagesInput): FoundPages {
  const patient = found && !france && !readOnly && pages > 2 && asksRelationship && relationship === 'SELF' && patientAnswered;
  const doctor = patient && pages === 3;
  return { patient, doctor, through: doctor ? 2 : patient ? 1 : 0 };
}
