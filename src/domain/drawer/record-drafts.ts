// What the shopper typed, as a new claim record takes it over (spec 000 sections 3 and 5; spec 001 section 6).

/**
 * The answers given for one claim record only: the acceptance of its terms (spec 000 section 5, "Terms acceptance is
 * required"; section 3, claimData.termsAndConditionsAccepted), which the French forms ask as the certificate of a valid
 * prescription under the same name. Each claim is accepted for itself.
 */
export const RECORD_OWN_ANSWERS: readonly string[] = ['termsAndConditionsAccepted'];

/**
 * The drafts a claim record starts with. What the shopper typed outlives a record (a claim cancelled, then applied again:
 * the member, the patient and the doctor are the same people, and spec 001 section 6 keeps insurance details for the
 * session), but an acceptance given for one claim is not given for the next: a record other than the one the drafts
 * were kept with starts without it. `keptFor` is the record the drafts were kept with (null: none yet, so nothing was
 * accepted for another); the same drafts come back when nothing is to go.
 */
export function draftsForRecord<V>(drafts: Readonly<Record<string, V>>, keptFor: string | null, recordId: string | null): Readonly<Record<string, V>> {
  if (!recordId || keptFor === null || keptFor === recordId || !RECORD_OWN_ANSWERS.some((name) => Object.hasOwn(drafts, name))) return drafts;
  return Object.fromEntries(Object.entries(drafts).filter(([name]) => !RECORD_OWN_ANSWERS.includes(name)));
}
