// What the forms fill in before the shopper types (spec 000 sections 3, 5 and 6; spec 001 sections 3 and 5): the policy
// holder's names from the shop's customer, and the patient from the policy holder while the relationship is Self.
import { toEntry, type EntryFormat } from '../date-entry.ts';
import { at, type DataTree, type Drafts } from './form-data.ts';
import { relationshipOrSelf } from './relationships.ts';

/** A person's names, as the claim record's customerName carries them (spec 000 section 3). */
export interface PersonName { firstName?: string | null | undefined; lastName?: string | null | undefined }

/** The relationship field of the patient page (spec 000 section 3, claimData.patientRelationship). */
export const RELATIONSHIP_FIELD = 'patientRelationship';
/** The relationship whose patient is the policy holder. */
const SELF = 'SELF';
/** The policy holder's names on the member page (spec 000 section 3, primaryCoverage.insuree). */
const HOLDER = { firstName: 'primaryCoverage.insuree.firstName', lastName: 'primaryCoverage.insuree.lastName' } as const;
/** The patient's fields Self fills from the policy holder. */
const PATIENT = { firstName: 'patient.firstName', lastName: 'patient.lastName', dateOfBirth: 'patient.dateOfBirth' } as const;

/** Spacing does not count: a date typed "04 / 12 / 1988" is the one written 04/12/1988. */
const compact = (text: string): string => text.replace(/\s+/g, '');
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
/** What a field holds: what the shopper typed (even emptied), else the record's. */
const shown = (drafts: Drafts, claimData: DataTree | null | undefined, name: string): unknown => (name in drafts ? drafts[name] : at(claimData, name));

/**
 * The patient's values when the patient is the policy holder: the holder's names as the member page holds them (typed,
 * recorded, else the shop's customer), and the date of birth the lookup recorded with Self, the one the member page asked
 * (claimData has no holder's date of birth of its own, spec 000 section 3). A value not known is left out.
 */
export function selfValues(claimData: DataTree | null | undefined, drafts: Drafts, customer: PersonName | null | undefined, format: EntryFormat): Record<string, string> {
  const values: Record<string, string> = {};
  for (const part of ['firstName', 'lastName'] as const) {
    const name = [shown(drafts, claimData, HOLDER[part]), customer?.[part]].find(filled);
    if (name) values[PATIENT[part]] = name.trim();
  }
  const recorded = at(claimData, PATIENT.dateOfBirth);
  if (relationshipOrSelf(at(claimData, RELATIONSHIP_FIELD) as string | undefined) === SELF && typeof recorded === 'string') {
    const entry = toEntry(recorded.slice(0, 10), format);
    if (entry) values[PATIENT.dateOfBirth] = entry;
  }
  return values;
}

/**
 * What the forms show before the shopper types, under the record and what they typed: the policy holder's names from
 * the shop's customer, whose name the claim record carries unless a guest's (spec 000 sections 3 and 6), and, while the
 * relationship shown is Self, the patient from the policy holder (`self`, selfValues' answer), so no one types their
 * name twice.
 */
export function prefilledValues(claimData: DataTree | null | undefined, drafts: Drafts, customer: PersonName | null | undefined, self: Readonly<Record<string, string>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const part of ['firstName', 'lastName'] as const) {
    const name = customer?.[part];
    if (filled(name)) values[HOLDER[part]] = name.trim();
  }
  return shown(drafts, claimData, RELATIONSHIP_FIELD) === SELF ? { ...values, ...self } : values;
}

/**
 * The drafts a change of relationship sets. Away from Self, each patient field showing what Self filled, that the
 * shopper did not type (`typed`), is emptied, so a dependant is not sent with the holder's names; what the shopper typed
 * stays (spacing aside, a value equal to Self's counts as Self's). Back to Self, each empty patient field is filled again.
 */
export function relationshipDrafts(to: string, values: Drafts, self: Readonly<Record<string, string>>, typed: ReadonlySet<string>): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [name, value] of Object.entries(self)) {
    const current = values[name];
    if (to === SELF) {
      if (!filled(current)) changes[name] = value;
    } else if (!typed.has(name) && typeof current === 'string' && compact(current) === compact(value)) changes[name] = '';
  }
  return changes;
}
