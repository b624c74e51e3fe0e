// GET configurations?path=cta/state (spec 000 section 7) for the product-page loader: the call-to-action of every product
// page, a signed-out visitor's too, reads it before it shows a state. The configuration calls carry no auth and no
// customer headers, so this one needs nothing of the client (client.ts) but the HTTP layer the loader's shop calls
// already use; the caller keeps the answer for the page's life (spec 000 section 9: configuration indefinitely).
import { CtaState } from '../../contract/insurer/cta-state.ts';
import { parse } from '../../contract/parse.ts';
import { ApiError } from '../errors.ts';
import { createHttp, type HttpOptions } from '../http.ts';

const LABEL = 'GET configurations?path=cta/state';

/** The cta/state configuration from the service at `baseUrl`; rejects with ApiError or ContractError. */
export async function fetchCtaState(baseUrl: string, options: HttpOptions = {}): Promise<CtaState> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const answer = await createHttp(options).exchange({ label: LABEL, url: `${base}configurations?path=cta%2Fstate`, headers: { accept: 'application/json' } });
  if (!answer.ok) throw new ApiError(LABEL, answer.status);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new ApiError(LABEL, answer.status);
  }
  return parse(body, CtaState, LABEL);
}
