// No import circles in the packages' code (.dependency-cruiser.cjs says which files and why): dependency-cruiser
// reads every module's imports, type-only and on-demand ones included, and names each circle it finds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './source-hash.mjs';

const PACKAGES = ['core/src', 'api/src', 'api/migrations', 'server/src', 'cli/src', 'widgets/src', 'site/src', 'admin/src'];

describe('import circles', () => {
  it('none in any package', () => {
    const cli = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
    const run = spawnSync(process.execPath, [cli, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...PACKAGES], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stdout + run.stderr).not.toContain('no-circular');
    expect(run.status, run.stdout + run.stderr).toBe(0);
  }, 120_000);
});
