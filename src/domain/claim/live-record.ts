// A DELETED record is none (spec 000 section 4, "Other rules of change").

/**
 * The record the widgets work with: a DELETED record is none (spec 000 section 4: a deleted record allows a new start),
 * so every rule and action reads it through here rather than testing the status itself.
 */
export function liveRecordOf<T extends { status?: string | null | undefined }>(record: T | null | undefined): T | null {
  return record && record.status !== 'DELETED' ? record : null;
}
