// What the log's format costs per line (api/src/logger.ts, LOG_FORMAT): the JSON path as the server ships it beside
// pino alone with the same options (the baseline: what a JSON line cost before readable lines existed, and must still
// cost), and the readable path a terminal gets (log-format.ts parses each JSON line and prints a short one). Both a
// general line (log.info with three fields) and the access line (http/request-log.ts). Every variant writes
// synchronously to /dev/null, so the figure is the process's own work plus one write;
// each variant in a process of its own (one kind of log stream per process, as in the
// server), rounds interleaving them, median of 5 rounds. Run: npx tsx api/bench/log-format.bench.ts. Figures, not pass/fail.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createLogger, type Logger } from '../src/logger.js';
import { accessLog } from '../src/http/request-log.js';

const LINES = 100_000;
const ROUNDS = 5;
const devNull = () => pino.destination({ dest: '/dev/null', sync: true });

/** The variants, each made only in the child that measures it (one kind of stream per process, as in the server). */
const VARIANTS: Record<string, () => Logger> = {
  // pino alone, with the options createLogger gives it: the baseline.
  'pino alone (baseline)': () =>
    pino(
      {
        level: 'info',
        base: { service: 'dadeal' },
        redact: { paths: ['password', 'newPassword', 'token', '*.password', 'req.headers.authorization'], censor: '[redacted]' },
        timestamp: pino.stdTimeFunctions.isoTime,
      },
      devNull(),
    ),
  'LOG_FORMAT=json (shipped JSON path)': () => createLogger({ logLevel: 'info', logFormat: 'json' }, { out: devNull() }),
  'LOG_FORMAT=auto, not a terminal': () => createLogger({ logLevel: 'info', logFormat: 'auto' }, { out: Object.assign(devNull(), { isTTY: false }) }),
  'readable (a terminal), colours': () => createLogger({ logLevel: 'info', logFormat: 'pretty', logColor: true }, { out: Object.assign(devNull(), { isTTY: true }) }),
};

const nsPerLine = (fn: () => void) => {
  const started = process.hrtime.bigint();
  for (let i = 0; i < LINES; i++) fn();
  return Number(process.hrtime.bigint() - started) / LINES;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

const variant = process.env.LOG_FORMAT_BENCH_VARIANT;
if (variant) {
  // A child: one variant, warmed up, then measured; the figures as one JSON line.
  const log = VARIANTS[variant]();
  const access = accessLog(log);
  const info = () => log.info({ mailId: 12, to: 'holder@island.example', subject: 'Your coupon' }, 'mail stored in outbox (no SMTP_URL)');
  const line = () => access.line('GET', '/api/deals?limit=8', 200, 'abcdefgh-1234', performance.now());
  nsPerLine(info);
  nsPerLine(line);
  process.stdout.write(JSON.stringify({ info: nsPerLine(info), line: nsPerLine(line) }));
} else {
  const names = Object.keys(VARIANTS);
  const figures = new Map(names.map((name) => [name, { info: [] as number[], line: [] as number[] }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { env: { ...process.env, LOG_FORMAT_BENCH_VARIANT: name }, encoding: 'utf8' });
      const { info, line } = JSON.parse(out) as { info: number; line: number };
      figures.get(name)!.info.push(info);
      figures.get(name)!.line.push(line);
    }
  }
  const base = figures.get(names[0])!;
  const ratio = (a: number, b: number) => `${a >= b ? '+' : ''}${((a / b - 1) * 100).toFixed(0)} %`.padStart(6);
  console.log(`Log line cost — ${ROUNDS} rounds, each variant in a process of its own, ${LINES.toLocaleString('en')} lines after as many to warm up, sync writes to /dev/null, median`);
  for (const name of names) {
    const { info, line } = figures.get(name)!;
    console.log(
      `${name.padEnd(36)} log.info ${(median(info) / 1000).toFixed(2).padStart(6)} µs (${ratio(median(info), median(base.info))})   access line ${(median(line) / 1000).toFixed(2).padStart(6)} µs (${ratio(median(line), median(base.line))})`,
    );
  }
}
