// Global setup of the e2e project: the tests exercise the built script, so build it first when stale.
import { ensureWidgetsBuilt } from '../../build/build.mjs';

export default async function setup(): Promise<void> {
  await ensureWidgetsBuilt();
}
