// Configures the widgets as a host page would, for the tests of signals/.
import { readConfig } from '../../src/host/config.ts';
import { setConfig } from '../../signals/host/config.ts';

/** Reads a window configuration (store 10151 unless given) and sets it; a refused one fails the test. */
export function configure(fromWindow: Record<string, unknown>): void {
  const result = readConfig({ storeId: '10151', ...fromWindow }, {});
  if (!result.ok) throw new Error(result.message);
  setConfig(result.config);
}
