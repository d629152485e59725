// Global setup of the console's browser journey: everything `npm start` serves is built once, before the server starts.
import { ensureWidgetsBuilt } from '../../widgets/build/build.mjs';
import { ensureSiteBuilt } from '../../site/build/build.mjs';
import { ensureAdminBuilt } from '../build/build.mjs';

export default async function setup(): Promise<void> {
  await ensureWidgetsBuilt();
  await ensureSiteBuilt();
  await ensureAdminBuilt();
}
