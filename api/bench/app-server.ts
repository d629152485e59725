// The real server for the benchmark: the same startServer() and assets as `npm start`, over a seeded PGlite or PostgreSQL.
import { buildAll } from '../../scripts/build.mjs';
import { productionAssets, startServer } from '../src/server.js';

await buildAll(); // the server reads the builds (widgets, site, console) and never builds itself

const running = await startServer(process.env, { assets: productionAssets });
process.send?.({ port: running.port });
process.on('message', (m) => {
  if (m === 'stop') void running.close().then(() => process.exit(0));
});
