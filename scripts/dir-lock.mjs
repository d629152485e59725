// A directory as a lock between processes: builds that the server, the tests and the benchmark may start at the
// same time run one at a time. A lock older than `staleMs` (a build that died) is taken over.
import { mkdir, rmdir, stat } from 'node:fs/promises';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withDirLock(lock, fn, { name = 'build', staleMs = 120_000, waitMs = 180_000 } = {}) {
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(lock).then((s) => s.mtimeMs, () => Date.now()));
      if (age > staleMs) await rmdir(lock).catch(() => {});
      if (Date.now() - started > waitMs) throw new Error(`${name}: gave up waiting for ${lock}`);
      await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    await rmdir(lock).catch(() => {});
  }
}
