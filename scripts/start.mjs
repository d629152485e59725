// `npm start`: one process serves everything (CONTRACT §1). The server builds what is not built
// (the widgets bundle) before it listens; TypeScript runs through tsx, so there is no compile step.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsx = require.resolve('tsx/cli');
const child = spawn(process.execPath, [tsx, path.join(root, 'api', 'src', 'server.ts')], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
