// Global setup of the site's browser journeys: everything the server serves is built once, before any server starts
// (the server reads the builds and never builds itself).
import { ensureAdminBuilt } from '../../admin/build/build.mjs';
import { ensureWidgetsBuilt } from '../../widgets/build/build.mjs';
import { ensureSiteBuilt } from '../build/build.mjs';

export default async function setup(): Promise<void> {
  await ensureWidgetsBuilt();
  await ensureSiteBuilt();
  await ensureAdminBuilt();
}
