// What the views of the French flow ask of the shop's country.
import { config } from '../../signals/host/config.ts';
import { flowOf } from '../../src/domain/host/flow.ts';
import { movesOnAfterLookup } from '../../src/domain/member/lookup-screen.ts';

/** Whether the shop runs the French flow (spec 000 section 1). */
export const inFrance = (): boolean => flowOf(config.value?.country ?? 'CA') === 'france';

/** Whether the record a lookup ended with moves the French flow on to the patient page (the member view's "continue"). */
export const frenchLookupDone = (status: string | null | undefined): boolean => movesOnAfterLookup(config.value?.country ?? 'CA', status);
