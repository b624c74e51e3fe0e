// The loading animations' messages (spec 000 section 2, loading): the validate view and the French quote view share them.
import { getMessageAnimation } from '../../src/api/insurer/configurations.ts';
import { LOADING_MESSAGE_STEP_MS } from '../../src/domain/constants.ts';
import { currentApi } from '../claim/claim-kit.ts';
import { ownValue } from '../../src/domain/own.ts';

/** A loading animation's message keys and pace from the message-animation configuration (cached); none when it fails. */
export async function loadingMessages(kind: string): Promise<{ keys: readonly string[]; intervalMs: number }> {
  try {
    const config = await getMessageAnimation(currentApi());
    return { keys: ownValue(config.messages, kind) ?? [], intervalMs: config.intervalMs ?? LOADING_MESSAGE_STEP_MS };
  } catch {
    return { keys: [], intervalMs: LOADING_MESSAGE_STEP_MS };
  }
}
