// The real server for the benchmark: the same startServer() and assets as `npm start`, over a seeded PGlite or PostgreSQL.
import { productionAssets, startServer } from '../src/server.js';

const running = await startServer(process.env, { assets: productionAssets });
process.send?.({ port: running.port });
process.on('message', (m) => {
  if (m === 'stop') void running.close().then(() => process.exit(0));
});
