// Where the signed-in switch (ToggleLive.tsx) finds the words that say why it waits, which the record's part beside it
// (ToggleStatus.tsx) shows: the signed-out switch never waits on a record, so these are the signed-in toggle's alone.

/** What the switch does, said while it has nothing else to say. */
export const USE_HINT_ID = 'db-toggle-use';
/** Why the switch waits on an offline insurer. */
export const OFFLINE_HINT_ID = 'db-toggle-offline';
/** When the switch can be used again after the day's quote limit. */
export const LIMIT_HINT_ID = 'db-toggle-limit';
/** Why the switch waits while the host page says the service is offline. */
export const SERVICE_HINT_ID = 'db-toggle-service';
