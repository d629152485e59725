// Where uploaded pictures live: its own module, so what writes pictures outside the HTTP server (the demo seed, the
// CLI's `seed`) does not load the upload routes' Koa, body-parser, file-type and passport modules (≈0.4 s a start).
import path from 'node:path';

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
