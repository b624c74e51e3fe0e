// The insurance providers' default forms (spec 000 section 3, formGroups): the pages of the drawer's forms wizard,
// each field's kind and lengths taken from the widget's own validation rules so the two never disagree; which
// postal code a North American form asks for is the sandbox's own rule (rules/host.ts).
import type { FormField, FormGroup, InsuranceForms } from '../../src/contract/insurer/insurers.ts';
import { CA_FIELDS, FR_FIELDS, NA_FIELDS, type FieldKind, type FieldRule } from '../../src/domain/information/fields.ts';
import { postalCodeKind } from './rules/host.ts';

/** Claimant relationships (spec 000 section 3, "Relationship"), the options of every relationship select. */
export const RELATIONSHIPS = ['SELF', 'SPS', 'CHILD', 'HANDIC', 'PSTUD', 'FSTUD', 'DOMPART'] as const;
/** Doctor credentials (spec 000 section 3), the options of the doctor's type select. */
export const DOCTOR_CREDENTIALS = ['OPTOMETRIST', 'OPHTHALMOLOGIST', 'MEDICAL_DOCTOR'] as const;
/** French insurance types (spec 000 section 3; spec 001 section 5): the whole enumeration an insurance type may hold. */
export const INSURANCE_TYPES = [
  'ADDITIONAL_INSURANCE', 'NATIONAL_INSURANCE', 'SPECIAL_CONDITION_INSURANCE', 'REGIONAL_INSURANCE', 'REGIONAL_SPECIAL_CONDITION_INSURANCE', 'MATERNITY_INSURANCE',
] as const;
/**
 * The options of a mutuelle's "type of cover" select: only what a mutuelle member can hold. The French flow's
 * insurers are mutuelles (complémentaires santé, tiers payant, spec 001 section 1): their cover is the supplementary
 * one, ADDITIONAL_INSURANCE. The other values are the Sécurité sociale's own (the general, special and Alsace-Moselle
 * schemes, maternity insurance): compulsory cover no mutuelle sells, so a member could only pick one by mistake.
 */
export const MUTUELLE_COVER_TYPES = ['ADDITIONAL_INSURANCE'] as const satisfies readonly (typeof INSURANCE_TYPES)[number][];
/** Genders a shopper can pick; UNKNOWN (spec 000 section 3) is what the service records when none is given, never a choice. */
export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
/** Incident types (spec 000 section 3), the options of the accident type select. */
export const INCIDENT_TYPES = ['MOTOR_VEHICLE', 'SCHOOL', 'SPORT', 'WORKPLACE', 'OTHER'] as const;
/** claimData.isAccident holds Y or N (spec 000 section 3). */
const YES_NO = ['Y', 'N'] as const;

const SELECT: FieldKind = 'select';

/** A field whose kind, required flag and lengths are one of the widget's rules. */
function field(name: string, rule: FieldRule, extra: Pick<FormField, 'labelKey'> = {}): FormField {
  return {
    name,
    kind: rule.kind,
    required: rule.required,
    ...(rule.minLength === undefined ? {} : { minLength: rule.minLength }),
    ...(rule.maxLength === undefined ? {} : { maxLength: rule.maxLength }),
    ...extra,
  };
}

/** A select of enumeration values; the widget labels each option by its message key. */
function choice(name: string, options: readonly string[], required = true): FormField {
  return { name, kind: SELECT, required, options: [...options] };
}

/** The same rule, optional: fields that only apply sometimes (an accident, a second insurance). */
const optional = (rule: FieldRule): FieldRule => ({ ...rule, required: false });

/**
 * The North American forms: member lookup, patient, doctor. claimData has no date of birth of the insuree, so
 * the lookup's date of birth fills the patient's, and the patient page shows it again for a dependant. The
 * postal code follows the shop's country (a US ZIP code, else a Canadian postal code, the default market).
 */
export function northAmericanForms(country: string | undefined): InsuranceForms {
  const postalCode = postalCodeKind(country ?? 'CA') === 'zip' ? NA_FIELDS.postalCode : CA_FIELDS.postalCode;
  const member: FormGroup = {
    id: 'member',
    titleKey: 'forms.member.title',
    fields: [
      field('primaryCoverage.insuree.memberId', NA_FIELDS.memberId),
      field('primaryCoverage.insuree.policyNumber', NA_FIELDS.groupId, { labelKey: 'forms.field.groupId' }),
      field('primaryCoverage.insuree.firstName', NA_FIELDS.firstName),
      field('primaryCoverage.insuree.lastName', NA_FIELDS.lastName),
      field('patient.dateOfBirth', NA_FIELDS.dateOfBirth),
      field('patient.postalCode', postalCode),
    ],
  };
  return { formGroups: [member, northAmericanPatient(), northAmericanDoctor()] };
}

/** The North American patient page: who the eyewear is for. */
function northAmericanPatient(): FormGroup {
  return {
    id: 'patient',
    titleKey: 'forms.patient.title',
    fields: [
      choice('patientRelationship', RELATIONSHIPS),
      field('patient.firstName', NA_FIELDS.firstName),
      field('patient.lastName', NA_FIELDS.lastName),
      field('patient.dateOfBirth', NA_FIELDS.dateOfBirth),
    ],
  };
}

/** The North American doctor page: one doctor per claim (spec 000 section 5). */
function northAmericanDoctor(): FormGroup {
  return {
    id: 'doctor',
    titleKey: 'forms.doctor.title',
    fields: [choice('referrer.type', DOCTOR_CREDENTIALS), field('referrer.firstName', NA_FIELDS.firstName), field('referrer.lastName', NA_FIELDS.lastName)],
  };
}

/**
 * A carrier's own forms (dynamicFormsType CUSTOM): a shorter lookup without postal code, then the patient and
 * the doctor on one page, so the wizard has two pages and the progress bar one step less.
 */
export function customCarrierForms(): InsuranceForms {
  return {
    formGroups: [
      {
        id: 'member',
        titleKey: 'forms.member.title',
        fields: [
          field('primaryCoverage.insuree.memberId', NA_FIELDS.memberId),
          field('primaryCoverage.insuree.policyNumber', NA_FIELDS.groupId, { labelKey: 'forms.field.groupId' }),
          field('patient.dateOfBirth', NA_FIELDS.dateOfBirth),
        ],
      },
      { id: 'patient-doctor', titleKey: 'forms.patientDoctor.title', fields: [...northAmericanPatient().fields, ...northAmericanDoctor().fields] },
    ],
  };
}

/**
 * The French forms: the mutuelle member (the member number is the insuree's contractId), the patient with the
 * prescription date, accident and the terms (spec 001 section 5: the shopper states the prescription is valid),
 * then an optional second insurance. Accident type and date only apply when isAccident is Y, so they are optional.
 */
export function frenchForms(): InsuranceForms {
  const member: FormGroup = {
    id: 'member',
    titleKey: 'forms.member.title',
    fields: [
      field('primaryCoverage.insuree.contractId', FR_FIELDS.memberNumber, { labelKey: 'forms.field.memberNumber' }),
      choice('primaryCoverage.insuree.insuranceType', MUTUELLE_COVER_TYPES),
      field('primaryCoverage.insuree.firstName', FR_FIELDS.firstName),
      field('primaryCoverage.insuree.lastName', FR_FIELDS.lastName),
    ],
  };
  const patient: FormGroup = {
    id: 'patient',
    titleKey: 'forms.patient.title',
    fields: [
      choice('patientRelationship', RELATIONSHIPS),
      field('patient.firstName', FR_FIELDS.firstName),
      field('patient.lastName', FR_FIELDS.lastName),
      field('patient.dateOfBirth', FR_FIELDS.dateOfBirth),
      field('patient.nationalIdentifier', FR_FIELDS.nationalIdentifier),
      field('patient.birthRank', FR_FIELDS.birthRank),
      choice('patient.gender', GENDERS),
      field('patient.phoneNumber', FR_FIELDS.phoneNumber),
      field('patient.dateOfPrescription', FR_FIELDS.dateOfPrescription),
      choice('isAccident', YES_NO),
      choice('accident.type', INCIDENT_TYPES, false),
      field('accident.date', optional(FR_FIELDS.dateOfPrescription)),
      field('termsAndConditionsAccepted', FR_FIELDS.termsAccepted, { labelKey: 'forms.terms.validPrescription' }),
    ],
  };
  const secondary: FormGroup = {
    id: 'secondary',
    titleKey: 'forms.secondary.title',
    fields: [
      choice('secondaryInsurance.insuree.insuranceType', MUTUELLE_COVER_TYPES, false),
      field('secondaryInsurance.insuree.contractId', optional(FR_FIELDS.memberNumber), { labelKey: 'forms.field.memberNumber' }),
      choice('secondaryInsurance.relationship', RELATIONSHIPS, false),
      field('secondaryInsurance.insuree.firstName', optional(FR_FIELDS.firstName)),
      field('secondaryInsurance.insuree.lastName', optional(FR_FIELDS.lastName)),
    ],
  };
  return { formGroups: [member, patient, secondary] };
}
