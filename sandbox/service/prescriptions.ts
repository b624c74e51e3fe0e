// Placeholder: being written.
import { Hono } from 'hono';
import type { State } from '../state.ts';
import type { ServiceEnv } from './kit.ts';
/** Placeholder. */
export function prescriptionRoutes(_state: State) {
  return new Hono<ServiceEnv>();
}
/** Placeholder. */
export function uploadRoutes(_state: State) {
  return new Hono<ServiceEnv>();
}
