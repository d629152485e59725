// Global setup of the site's browser journeys: the widgets and the site are built once, before any server starts.
import { ensureWidgetsBuilt } from '@dadeal/widgets/serve';
import { ensureSiteBuilt } from '../build/build.mjs';

export default async function setup(): Promise<void> {
  await ensureWidgetsBuilt();
  await ensureSiteBuilt();
}
