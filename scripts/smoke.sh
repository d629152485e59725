#!/usr/bin/env bash
# The smoke set for a second Node line (CI runs it on Node 24 after the whole suite on Node 22): every package built
# from scratch, `npm start`'s server up and healthy on an empty data dir and down cleanly on SIGTERM, and the API suite
# on PGlite. Run it from a checkout whose dependencies are installed: `bash scripts/smoke.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "[smoke] node $(node -v)"

node scripts/build.mjs --force

data_dir=$(mktemp -d)
port=$(node -e "const s=require('node:net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
log="$data_dir/server.log"
PORT=$port DATA_DIR=$data_dir DATABASE_URL= LOG_FORMAT=json node scripts/start.mjs >"$log" 2>&1 &
server=$!
if ! node -e "
  const url = 'http://127.0.0.1:$port/api/health';
  const until = Date.now() + 120000;
  (async () => {
    for (;;) {
      try { const r = await fetch(url); if (r.ok) { console.log('[smoke] healthy:', await r.text()); return; } } catch {}
      if (Date.now() > until) { console.error('[smoke] not healthy after 120 s'); process.exit(1); }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
"; then
  kill "$server" 2>/dev/null || true
  tail -n 40 "$log"
  exit 1
fi
kill -TERM "$server"
if ! wait "$server"; then
  echo "[smoke] the server did not exit cleanly on SIGTERM"
  tail -n 40 "$log"
  exit 1
fi
echo "[smoke] stopped cleanly on SIGTERM"
rm -rf "$data_dir"

DATABASE_URL= npx vitest run --project api-pglite
