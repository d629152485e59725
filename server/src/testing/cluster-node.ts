// One API server process for tests that need several on one database (src/cluster.pg.test.ts): the API alone (no
// site or console assets, which these tests do not read), configured by its environment like `npm start`, its URL as
// one JSON line on stdout once it listens; SIGTERM closes it the way `npm start` does.
import { startServer } from '../server.js';

const running = await startServer(process.env);
process.stdout.write(`${JSON.stringify({ url: running.url, pid: process.pid })}\n`);
process.once('SIGTERM', () => {
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
