// One page of the forms wizard (spec 001 sections 4 and 5), shared by the insurance-member and insurance-information
// views: its fields rendered by kind from the service's FormGroup, their values (drafts over the record), labels and messages.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FormField, FormGroup } from '../../../src/contract/insurer/insurers.ts';
import type { FieldError, FieldRule } from '../../../src/domain/information/fields.ts';
import { isoDay } from '../../../src/domain/dates.ts';
import { draftsFromRecord, fieldRuleOf, isPrescriptionDate, validateGroup, type Drafts } from '../../../src/domain/information/form-data.ts';
import { exampleDate, normalizeEntry, toEntry } from '../../../src/domain/date-entry.ts';
import { prefilledValues, relationshipDrafts, RELATIONSHIP_FIELD, selfValues } from '../../../src/domain/information/prefill.ts';
import type { FieldValue } from '../../../src/domain/information/fields.ts';
import { fieldDefault, fieldRequired, shownFields } from '../../../src/domain/information/form-conditions.ts';
import { messageKeys } from '../../../src/domain/information/field-messages.ts';
import { flowOf } from '../../../src/domain/host/flow.ts';
import { prescriptionKindOf } from '../../../src/domain/prescription/prescriptions.ts';
import { environmentOf, strictSsnValidation } from '../../../src/domain/host/environment.ts';
import { config } from '../../../signals/host/config.ts';
import { record } from '../../../signals/claim/claim.ts';
import { drafts, setDraft } from '../../../signals/drawer/drafts.ts';
import { entryFormat } from '../../../signals/drawer/insurer/flow-insurer.ts';
import { CheckboxField, SelectField, TextField, focusFirstInvalid } from '../kit/Field.tsx';
import { hasText, translator } from '../../ui/i18n.ts';
import { ownValue, setOwn } from '../../../src/domain/own.ts';

/** The wizard's surfaces: every page's words, the patient's and doctor's after the member's (and, in France, the French flow's first). */
const SURFACES = ['forms', 'forms-later'] as const;
const translators = SURFACES.map((surface) => [surface, translator<Record<string, string>>(surface)] as const);

/** Whether the wizard has a text for a key the service names (a page title, a field label, an option). */
const has = (key: string): boolean => SURFACES.some((surface) => hasText(surface, key));
function t(key: string, params?: Record<string, string | number>): string {
  const found = translators.find(([surface]) => hasText(surface, key));
  return found ? found[1](key, params) : '';
}
const country = () => config.value?.country ?? 'CA';
const ruleOf = (field: FormField): FieldRule => fieldRuleOf(field, country());
/** Whether the NIR's key is checked: everywhere but for brand vde on a stage host (spec 000 sections 5 and 9). */
const strictSsn = () => strictSsnValidation(config.value?.brand, environmentOf(globalThis.location?.hostname));

/** A page's title from its message key (a key this build has no text for shows nothing rather than the key). */
export const pageTitle = (group: FormGroup | undefined): string => (group && has(group.titleKey) ? t(group.titleKey) : '');

/** The lead under a page's title, where the flow has one (France's optional second insurance says it may be skipped). */
export function pageLead(group: FormGroup): string {
  const key = group.titleKey.replace(/title$/, 'lead');
  return has(key) ? t(key) : '';
}

/** An option's label from its message key (a relationship, a doctor's credential); an unknown value shows as sent. */
export const optionLabel = (value: string): string => (has(value) ? t(value) : value);

/** A field's label: its label key, else its name, else by kind (a ZIP or postal code), else the last part of its name. */
export function fieldLabel(field: FormField): string {
  const kind = ruleOf(field).kind;
  const key = [field.labelKey, field.name, kind].find((k): k is string => !!k && has(k));
  return key ? t(key) : (field.name.split('.').pop() ?? field.name);
}

/**
 * The message of a field's error: the field's own wording (spec 001 section 5), else the wording of its kind or check;
 * a text that does not read as a date also names the format to type, with an example the field accepts ("Please enter
 * a valid date of birth in the format MM/DD/YYYY, e.g. 01/15/1985"), in one message as spec 001 section 5 words them.
 */
export function fieldMessage(field: FormField, error: FieldError): string {
  const rule = ruleOf(field);
  const keys = messageKeys(flowOf(country()), { name: field.name, kind: rule.kind }, error.key);
  const key = keys.find(has) ?? 'invalid';
  const message = t(key, { length: error.length ?? '' });
  if (rule.kind !== 'date' || error.key !== 'date') return message;
  const example = toEntry(exampleDate(isPrescriptionDate(field.name), isoDay(new Date())), rule.format);
  return t(`dateAs.${rule.format}`, { message, example });
}

/** A field's hint: the format of a date, else the field's own (a birth rank's twins, a phone number's digits). */
function fieldHint(field: FormField, rule: FieldRule): string | undefined {
  if (rule.kind === 'date') return t(rule.format);
  return has(`${field.name}.hint`) ? t(`${field.name}.hint`) : undefined;
}

/** The patient as Self would fill it: the policy holder, typed, recorded or the shop's customer. */
const selfNow = () => selfValues(record.value?.claimData, drafts.value, record.value?.customerName, entryFormat());

/** What the page fills in before the shopper types, for its own fields: the holder from the customer, the patient under Self. */
function pagePrefill(fields: readonly FormField[]): Record<string, string> {
  const all = prefilledValues(record.value?.claimData, drafts.value, record.value?.customerName, selfNow());
  return Object.fromEntries(fields.filter((field) => Object.hasOwn(all, field.name)).map((field) => [field.name, ownValue(all, field.name) as string]));
}

/**
 * What each field of a page shows: what the shopper typed, else what the record holds (nothing lost), else what the
 * flow knows already (the names of the shop's customer, the policy holder as the patient under Self), else its default
 * (a birth rank of 1).
 */
export function pageValues(fields: readonly FormField[]): Drafts {
  const defaults: Record<string, string> = {};
  for (const field of fields) {
    const value = fieldDefault(field);
    if (value !== undefined) setOwn(defaults, field.name, value);
  }
  return { ...defaults, ...pagePrefill(fields), ...draftsFromRecord(record.value?.claimData, fields, entryFormat()), ...drafts.value };
}

/** A page's errors as its values stand (a date of prescription is checked against the cart's prescription, spec 000 section 5). */
function pageErrors(fields: readonly FormField[], values: Drafts) {
  const kind = prescriptionKindOf((record.value?.eligibleProducts ?? []).flatMap((group) => group.cartProducts));
  return validateGroup(fields, values, country(), isoDay(new Date()), kind, strictSsn());
}

/** What a page sends: what it filled in, under what the shopper typed (the record's values go with it as its base). */
export const pageSendable = (fields: readonly FormField[]): Drafts => ({ ...pagePrefill(fields), ...drafts.value });

/**
 * Whether a page is answered as it stands, nothing to type: its values (typed, recorded, filled in, defaults) pass its
 * checks. The member found reads it for the patient page under Self, which then needs no stop of its own.
 */
export const pageAnswered = (fields: readonly FormField[]): boolean => Object.keys(pageErrors(fields, pageValues(fields))).length === 0;

/**
 * A page's checks: errors show once continue was pressed, then follow every change; a refused continue moves focus to
 * the first invalid field, so its message is read with it. Use it in a component that subscribes to signals.
 */
export function usePage(fields: readonly FormField[]) {
  const [attempt, setAttempt] = useState(0);
  const root = useRef<HTMLFormElement>(null);
  const values = pageValues(fields);
  const errors = attempt ? pageErrors(fields, values) : {};
  // The fields the shopper typed in on this visit of the page: a change of relationship never empties them.
  const typed = useRef(new Set<string>());
  useEffect(() => {
    if (attempt) focusFirstInvalid(root.current);
  }, [attempt]);
  /** Whether the page may be sent; when not, its errors show. */
  const check = (): boolean => {
    setAttempt((n) => n + 1);
    return Object.keys(pageErrors(fields, values)).length === 0;
  };
  /** Keeps what the shopper typed; a new relationship empties what Self filled, or fills it again (spec 001 section 3). */
  const setValue = (name: string, value: FieldValue) => {
    if (name === RELATIONSHIP_FIELD && typeof value === 'string') {
      for (const [field, change] of Object.entries(relationshipDrafts(value, values, selfNow(), typed.current))) setDraft(field, change);
    } else typed.current.add(name);
    setDraft(name, value);
  };
  const sendable = (): Drafts => pageSendable(fields);
  return { root, values, errors, check, setValue, sendable };
}

/** The phone keyboard that fits a field: digits for a ZIP code and a rank, a dial pad for a phone (a NIR may hold 2A or 2B). */
const INPUT_MODES: Partial<Record<FieldRule['kind'], 'numeric' | 'tel'>> = { zip: 'numeric', birthRank: 'numeric', phone: 'tel' };

interface Props {
  group: FormGroup;
  values: Drafts;
  errors: Readonly<Record<string, FieldError>>;
  /** Read-only mode (spec 000 section 2): the values, no control. */
  readOnly?: boolean | undefined;
  /** Shown after a field, by field name (the relationship help). */
  after?: Readonly<Record<string, ReactNode>> | undefined;
  /** Keeps a field's new value (usePage's setValue); the drafts by default. */
  onValue?: ((name: string, value: FieldValue) => void) | undefined;
}

/** The fields of one page, each kept in the drafts as it is typed. */
export function FormPage({ group, values, errors, readOnly, after, onValue = setDraft }: Props) {
  const text = (name: string) => {
    const value = ownValue(values, name);
    return typeof value === 'string' ? value : '';
  };
  const fields = shownFields(group.fields, values);
  if (readOnly) {
    return (
      <dl className="values">
        {fields.map((field) => (
          <div key={field.name}>
            <dt>{fieldLabel(field)}</dt>
            <dd>{(field.kind === 'select' ? optionLabel(text(field.name)) : text(field.name)) || '—'}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <>
      {fields.map((field) => {
        const rule = ruleOf(field);
        const error = ownValue(errors, field.name);
        const common = {
          name: field.name,
          label: fieldLabel(field),
          error: error && fieldMessage(field, error),
          required: fieldRequired(field, values, group.fields),
        };
        let control: ReactNode;
        if (rule.kind === 'checkbox') {
          control = <CheckboxField {...common} checked={ownValue(values, field.name) === true} onValue={(v) => onValue(field.name, v)} />;
        } else if (rule.kind === 'select') {
          const options = (field.options ?? []).map((value) => ({ value, label: optionLabel(value) }));
          control = <SelectField {...common} value={text(field.name)} options={options} placeholder={t('choose')} onValue={(v) => onValue(field.name, v)} />;
        } else {
          control = (
            <TextField
              {...common}
              value={text(field.name)}
              hint={fieldHint(field, rule)}
              inputMode={INPUT_MODES[rule.kind]}
              autoComplete={rule.kind === 'zip' || rule.kind === 'postal' ? 'postal-code' : rule.kind === 'phone' ? 'tel-national' : undefined}
              onValue={(v) => onValue(field.name, v)}
              // A date read as one shows in the flow's format once the shopper leaves it (1/15/1985 becomes 01/15/1985).
              onBlur={rule.kind === 'date' ? () => {
                const typedText = text(field.name);
                const shown = normalizeEntry(typedText, rule.format);
                if (shown !== typedText) onValue(field.name, shown);
              } : undefined}
            />
          );
        }
        return (
          <div key={field.name}>
            {control}
            {after?.[field.name]}
          </div>
        );
      })}
    </>
  );
}
