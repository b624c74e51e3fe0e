// The shop session: who the visitor is, and whether they may apply insurance.
import { computed, signal } from '@preact/signals-react';
import { fetchPerson, fetchUserContext } from '../../src/host/shop.ts';
import { canApplyInsurance, visitorKind } from '../../src/domain/session/session.ts';
import type { Person } from '../../src/contract/host/host.ts';
import { shopOptionsOf } from '../../src/host/config.ts';
import { config } from '../host/config.ts';

/** The visitor as the shop describes them. */
export interface Session {
  userId: string;
  sessionId: string;
  isLoggedIn: boolean;
  isGuest: boolean;
  isPartiallyAuthenticated: boolean;
  customer: Person;
}

/** Where loading the session stands. */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The current session; null until loaded. */
export const session = signal<Session | null>(null);
/** Where loading the session stands. */
export const sessionStatus = signal<SessionStatus>('idle');

/** Set when the shop said the session ended (spec 000 section 8); cleared by the next successful load. */
export const sessionExpired = signal(false);

/** Whether the visitor may apply insurance (spec 000 sections 5 and 6). */
export const signedIn = computed(() => canApplyInsurance(session.value, config.value?.anonymousUserId));

let inflight: Promise<void> | null = null;

/**
 * Loads who the visitor is from the shop; concurrent callers share one load (the lock of spec 000 section 4,
 * "Session init"). A session that already lets the visitor apply insurance is kept as is unless `force` is set
 * (a login, a 401): the valid-session short cut.
 */
export function loadSession({ force = false }: { force?: boolean } = {}): Promise<void> {
  const cfg = config.value;
  if (!cfg) return Promise.resolve();
  if (!force && !inflight && sessionStatus.value === 'ready' && signedIn.value) return Promise.resolve();
  inflight ??= (async () => {
    sessionStatus.value = 'loading';
    try {
      const options = shopOptionsOf(cfg);
      const [person, context] = await Promise.all([fetchPerson(options), fetchUserContext(options)]);
      session.value = {
        userId: person.userId,
        sessionId: context.activityToken.activityId,
        ...visitorKind(person.registerType === 'R', person.userId, cfg.anonymousUserId),
        isPartiallyAuthenticated: context.isPartiallyAuthenticated,
        customer: person,
      };
      sessionStatus.value = 'ready';
      sessionExpired.value = false;
    } catch {
      session.value = null;
      sessionStatus.value = 'error';
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** Marks the session as ended by the shop (spec 000 section 8); the visitor is treated as signed out until reloaded. */
export function markSessionExpired(): void {
  session.value = null;
  sessionStatus.value = 'ready';
  sessionExpired.value = true;
}

/** Forgets the session (logout, tests). */
export function resetSession(): void {
  session.value = null;
  sessionStatus.value = 'idle';
  sessionExpired.value = false;
  inflight = null;
}
