// Tests run the façade's actions without the widgets' chunk, which in the build says where they come from
// (widgets/live.tsx): here they are the module itself.
import { provideActions } from '../../signals/act.ts';

provideActions(() => import('../../signals/claim-actions.ts'));
