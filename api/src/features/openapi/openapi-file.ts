// docs/openapi.json: the document GET /api/openapi.json answers, committed so that a reader (or a client generator)
// has it without a server. `npm run openapi` writes it (api/scripts/write-openapi.ts); openapi.test.ts fails when the
// committed file is not what the code generates.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../config.js';
import { createDb } from '../../db.js';
import { createApp } from '../../app.js';

export const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');

/** The file's text: two-space JSON and a final newline, so that a diff of it reads line by line. */
export const openApiText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/** The document of an app made for the purpose (in-memory PGlite, never queried), asked the way a client asks it. */
export async function generateOpenApi(): Promise<unknown> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dadeal-openapi-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://dadeal.test', DATA_DIR: dataDir }, { jwtSecret: 'openapi-document-'.repeat(4) });
  const db = createDb({ databaseUrl: null, pgliteDir: null });
  const app = createApp(config, db);
  const server = app.listen(0, '127.0.0.1');
  try {
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
    if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}`);
    return await res.json();
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
