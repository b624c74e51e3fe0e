// The shop session: who the visitor is, and whether they may apply insurance.
import { computed, signal } from '@preact/signals-react';
import { fetchPerson, fetchUserContext } from '../src/host/shop.ts';
import { canApplyInsurance, visitorKind } from '../src/domain/session.ts';
import type { Person } from '../src/contract/host.ts';
import { shopOptionsOf } from '../src/host/config.ts';
import { config } from './config.ts';

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

/** Whether the visitor may apply insurance (spec 000 sections 5 and 6). */
export const signedIn = computed(() => canApplyInsurance(session.value, config.value?.anonymousUserId));

let inflight: Promise<void> | null = null;

/** Loads who the visitor is from the shop; concurrent callers share one load. */
export function loadSession(): Promise<void> {
  const cfg = config.value;
  if (!cfg) return Promise.resolve();
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
    } catch {
      session.value = null;
      sessionStatus.value = 'error';
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** Forgets the session (logout, tests). */
export function resetSession(): void {
  session.value = null;
  sessionStatus.value = 'idle';
  inflight = null;
}
