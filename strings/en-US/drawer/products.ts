// Strings of the choice of products per prescription (spec 000 section 2, select-product and change-product).
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/products.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  COLORED_PLANO_CONTACT_LENS: 'Colored contact lenses',
  comingSoon: 'Contact lenses aren’t eligible yet: your insurance carrier won’t pay for them on this claim.',
  notEligible: 'Your insurance carrier does not cover: {{products}}. Choose other products to continue.',
};

export default enUS;
