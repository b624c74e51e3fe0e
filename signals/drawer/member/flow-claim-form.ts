// The out-of-network insurer's claim form (spec 000 section 1; spec 001 section 2), offered on the member panel's
// out-of-network screen.
import { getInsuranceFormUrl } from '../../../src/api/claim/attachments.ts';
import type { Insurer } from '../../../src/contract/insurer/insurers.ts';
import { answered, currentApi } from '../../claim/claim-kit.ts';
import { track } from '../../host/notify.ts';

/** The out-of-network insurer's claim form to download (POST get-insurance-form-url), or null when it has none. */
export function insuranceFormUrl(insurer: Insurer): Promise<string | null> {
  return answered(async () => {
    if (!insurer.attachment?.id) return null;
    track('DOWNLOAD', 'drawerWidget', 'claim-form');
    return (await getInsuranceFormUrl(currentApi(), insurer.attachment.id)).url;
  });
}
