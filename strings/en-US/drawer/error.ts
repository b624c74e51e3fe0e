// Strings of the error view and of a claim gone from the service, in US spelling.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/error.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  goneHeading: 'Your claim was canceled',
  goneBody: 'It was canceled elsewhere, for example in another tab, so it can no longer be sent. You can start a new claim.',
};

export default enUS;
