// Tests wait for states, never for time: `findBy…` and `waitFor` poll until the screen holds what they look for,
// and their bound only ends a test that would fail anyway. On a loaded CI machine a render plus a sandbox round
// trip can take seconds, so the bound is far above any healthy wait.
import { configure } from '@testing-library/preact';

configure({ asyncUtilTimeout: 30_000 });
