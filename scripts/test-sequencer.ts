// The order the suite's files start in: longest first, so the run does not end with one slow file on one core while
// the others idle. The length of a file is its wall time in the last run on this checkout (test-results/timings.json,
// written by test-timings-reporter.ts); a clean clone has none, so there a file counts by its project's typical weight
// (browser journeys and CLI files spawn processes and take tens of seconds; unit files take milliseconds).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { TIMINGS_FILE } from './test-timings-reporter.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Typical seconds per file of each project, from the timing reports (docs/contributing.md "Tests and CI"). */
const PROJECT_WEIGHT: Record<string, number> = {
  'site-e2e': 30, 'admin-e2e': 35, storybook: 30, scripts: 25, cli: 20, 'cli-pg': 12, 'widgets-e2e': 8,
  server: 15, 'server-pg': 15, 'api-pglite': 5, 'api-pg': 3, widgets: 1, site: 0.5, admin: 0.5, core: 0.2,
};

function lastRun(): Map<string, number> {
  const seconds = new Map<string, number>();
  if (!existsSync(TIMINGS_FILE)) return seconds;
  try {
    const { files } = JSON.parse(readFileSync(TIMINGS_FILE, 'utf8')) as { files: Array<{ project: string; file: string; wall: number }> };
    for (const f of files) seconds.set(`${f.project}:${f.file}`, f.wall);
  } catch {
    // a report cut short (an interrupted run): order by the weights alone
  }
  return seconds;
}

export default class LongestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = lastRun();
    const cost = (spec: TestSpecification) =>
      seconds.get(`${spec.project.name}:${path.relative(ROOT, spec.moduleId)}`) ?? PROJECT_WEIGHT[spec.project.name] ?? 1;
    return [...files].sort((a, b) => cost(b) - cost(a));
  }
}
