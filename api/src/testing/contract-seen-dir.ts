// Where every test app of a run with the contract check (contract.ts) writes the operations it answered, one file per
// app; the run's reporter (scripts/contract-coverage-reporter.ts) lists the documented operations no test called.
import path from 'node:path';

export const CONTRACT_SEEN_DIR = path.resolve(import.meta.dirname, '../../../test-results/contract-seen');
