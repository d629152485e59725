// `npm start` (CONTRACT §1), after ensure-deps: build what is missing or stale — checked by a content hash of the
// sources, so a second start builds nothing — then serve from THIS process with the compiled server
// (server/dist/server.mjs): plain node, no tsx, no bundler loaded. The builds run in a child process, so the bundlers'
// memory is given back before the server starts and the serving process never imports them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleBuilds } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// stdout is the server's log: on a terminal the builds' lines come first, as a person expects; piped, it carries the
// JSON log lines only (api/src/logger.ts), so the builds' lines go to stderr.
const toScreen = Boolean(process.stdout.isTTY);
const stale = await staleBuilds();
if (stale.length) {
  (toScreen ? console.log : console.error)(`[dadeal] building ${stale.join(', ')} (missing or changed since the last build)`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), ...stale], {
    cwd: root,
    stdio: toScreen ? 'inherit' : ['inherit', 2, 2],
  });
  if (result.status !== 0) {
    console.error(
      '[dadeal] the build failed. In a production install (npm ci --omit=dev) the build tools are absent:' +
        ' run npm run build where the dev dependencies are installed, then deploy the built checkout.',
    );
    process.exit(result.status ?? 1);
  }
}
await import(pathToFileURL(path.join(root, 'server', 'dist', 'server.mjs')).href);
