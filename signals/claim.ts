// The claim record the widgets show, and what is derived from it.
import { computed, signal } from '@preact/signals-react';
import { isToggleOn } from '../src/domain/toggle.ts';
import type { ClaimRecord } from '../src/contract/claim-record.ts';

/** The shopper's claim record; null when none was started in this page. */
export const record = signal<ClaimRecord | null>(null);

/** Whether the insurance toggle is on (spec 000 section 4). */
export const toggleOn = computed(() => isToggleOn(record.value));

/** Sets the record (the claim actions, after a validated answer). */
export function setRecord(next: ClaimRecord | null): void {
  record.value = next;
}
