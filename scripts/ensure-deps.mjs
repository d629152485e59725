// On a fresh clone `npm start` / `npm test` are the only commands typed: install first when dependencies are missing.
// Node built-ins only (CONTRACT §1).
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The runtime the code and its dependencies need (package.json "engines"): Node 22.22+ (LTS) or 24+. Refuse with one
// clear line rather than fail later inside a dependency (react-router needs 22.22, Lighthouse and puppeteer 22.12).
const [major, minor] = process.versions.node.split('.').map(Number);
if (!((major === 22 && minor >= 22) || major >= 24)) {
  console.error(`[dadeal] Node ${process.versions.node} is not supported: install Node 22 LTS (22.22 or later) or Node 24 LTS (README, "Commands").`);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');

const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('[dadeal] dependencies missing or out of date: running npm ci');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // npm's own script runs on the first node on PATH: make that this Node, so install scripts and engine checks see it.
  const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}` };
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
