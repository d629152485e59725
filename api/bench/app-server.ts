// The real server for the benchmark: the same startServer() as `npm start`, over a seeded PGlite or PostgreSQL.
import { startServer } from '../src/server.js';

const running = await startServer(process.env);
process.send?.({ port: running.port });
process.on('message', (m) => {
  if (m === 'stop') void running.close().then(() => process.exit(0));
});
