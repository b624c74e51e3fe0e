// Strings of the forms wizard's pages: titles, field labels, options and the North American field messages (spec 001 section 5).
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/forms.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  'forms.member.title': 'Your insurance carrier and policy',
  'forms.member.tip': 'Your insurance carrier finds you with these details, exactly as printed on your insurance card. They go to your insurance carrier only.',
};

export default enUS;
