// The API's documented operations that no test called: the API suites run with the contract check on (every answer
// held against docs/openapi.json; api/src/testing/contract.ts), each test app writes the operations it answered, and
// at the end of a run that ran them this lists the rest (goal: none) and writes test-results/contract-coverage.json.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'vitest/node';
import { CONTRACT_SEEN_DIR } from '../api/src/testing/contract-seen-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCUMENT = path.join(ROOT, 'docs', 'openapi.json');
const REPORT = path.join(ROOT, 'test-results', 'contract-coverage.json');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** `GET /api/deals/{id}` for every operation of the document. */
export function documentedOperations(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.keys(item).filter((m) => METHODS.has(m)).map((m) => `${m.toUpperCase()} ${template}`));
}

export default class ContractCoverageReporter implements Reporter {
  onInit(): void {
    rmSync(CONTRACT_SEEN_DIR, { recursive: true, force: true });
  }

  onTestRunEnd(): void {
    if (!existsSync(CONTRACT_SEEN_DIR) || !existsSync(DOCUMENT)) return; // no API suite ran with the check
    const seen = new Set<string>();
    for (const name of readdirSync(CONTRACT_SEEN_DIR)) {
      for (const line of readFileSync(path.join(CONTRACT_SEEN_DIR, name), 'utf8').split('\n')) if (line) seen.add(line);
    }
    const documented = documentedOperations(JSON.parse(readFileSync(DOCUMENT, 'utf8')));
    const uncalled = documented.filter((op) => !seen.has(op));
    mkdirSync(path.dirname(REPORT), { recursive: true });
    writeFileSync(REPORT, `${JSON.stringify({ documented: documented.length, called: documented.length - uncalled.length, uncalled }, null, 2)}\n`);
    const lines = [`\nAPI operations the tests called, their answers held against the document: ${documented.length - uncalled.length} of ${documented.length}`];
    if (uncalled.length) lines.push(`  called by no API test (${path.relative(ROOT, REPORT)}):`, ...uncalled.map((op) => `    ${op}`));
    console.log(lines.join('\n'));
  }
}
