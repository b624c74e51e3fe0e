// What the shopper typed in the drawer, kept by field across views, and whether the view shown holds changes not yet
// sent (the close confirmation and the page's leave warning ask about them).
import { signal } from '@preact/signals-react';
import { reaction } from '../start.ts';
import type { FieldValue } from '../../src/domain/information/fields.ts';
import { record } from '../claim/claim.ts';
import { draftsForRecord } from '../../src/domain/drawer/record-drafts.ts';
import { draftsForCarrier } from '../../src/domain/member/carrier-change.ts';

/**
 * What the shopper typed, by field name ("patient.firstName"), as typed: it survives back and forward, a closed and
 * reopened drawer, and a failed call. Forgotten only when the shopper signs out or the session ends.
 */
export const drafts = signal<Readonly<Record<string, FieldValue>>>({});
/** The claim record the drafts were last kept with (null: none since they were last forgotten). */
let draftsKeptFor: string | null = null;
/** Whether the view shown has changes not yet sent (the unsaved-changes confirmation reads it). */
export const dirty = signal(false);

/** Whether the view holds something the shopper has not sent yet (files chosen but not uploaded). */
export function markDirty(unsent: boolean): void {
  dirty.value = unsent;
}

/** Keeps what the shopper typed in a field, and marks the view changed. */
export function setDraft(name: string, value: FieldValue): void {
  drafts.value = { ...drafts.value, [name]: value };
  dirty.value = true;
}

/** Another carrier chosen (`changed`): the member's details typed for the carrier left are forgotten (draftsForCarrier). */
export function forgetMemberDrafts(changed: boolean): void {
  drafts.value = draftsForCarrier(drafts.value, changed);
}

/** Forgets everything the shopper typed and whether it was sent, with the rest of the flow (resetFlow). */
export function forgetDrafts(): void {
  drafts.value = {};
  draftsKeptFor = null;
  dirty.value = false;
}

// A claim record other than the one the drafts were kept with (applied again after a cancel) takes over what the shopper
// typed, but not the terms they accepted for the claim before (src/domain/drawer/record-drafts.ts, spec 000 section 5).
reaction(() => {
  const id = record.value?.id ?? null;
  if (!id) return;
  drafts.value = draftsForRecord(drafts.peek(), draftsKeptFor, id);
  draftsKeptFor = id;
});
