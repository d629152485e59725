// Structured JSON logs (pino). Every request logs with its request id (see http/request-log.ts). On a terminal the same
// lines are printed readably (log-format.ts: time, level, message, the fields worth reading; the access log one line per
// request), unless LOG_FORMAT=json or NODE_ENV=production; LOG_FORMAT=pretty asks for them anywhere. The JSON path is
// pino's own, unchanged: the choice is made once, when the logger is made.
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';
import { humanStream } from './log-format.js';

export type { Logger };

type LogConfig = Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat' | 'logColor'>>;

/** Where a logger writes: stdout (the server, the default) or another stream (the CLI's stderr). */
export interface LogTarget {
  /** A stream with write(); default: file descriptor 1 through pino's synchronous destination. */
  out?: { write(text: string): unknown; isTTY?: boolean };
}

/** Readable lines for this destination: LOG_FORMAT=pretty, or LOG_FORMAT=auto (the default) and a terminal. */
export function readableLogs(config: LogConfig, isTTY: boolean): boolean {
  const format = config.logFormat ?? 'json';
  return format === 'pretty' || (format === 'auto' && isTTY);
}

// Synchronous writes to stdout (pino's default): measured faster here than sonic-boom's asynchronous
// buffering, whose thread-pool writes compete with the requests on a small machine (docs/decisions/0101-reads-answered-before-koa-and-a-buffered-access-log.md).
const stdout = () => pino.destination({ dest: 1, sync: true });

/** The readable stream for this config and target, or null for JSON lines. */
function readableStream(config: LogConfig, target: LogTarget): DestinationStream | null {
  const isTTY = Boolean(target.out ? target.out.isTTY : process.stdout.isTTY);
  if (!readableLogs(config, isTTY)) return null;
  return humanStream(target.out ?? stdout(), { color: isTTY && (config.logColor ?? true) });
}

export function createLogger(config: LogConfig, target: LogTarget = {}): Logger {
  if (config.logLevel === 'silent') return pino({ level: 'silent' });
  return pino({
    level: config.logLevel,
    base: { service: 'dadeal' },
    redact: { paths: ['password', 'newPassword', 'token', '*.password', 'req.headers.authorization'], censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  }, readableStream(config, target) ?? (target.out as DestinationStream | undefined) ?? stdout());
}

/** Access lines wait in memory at most this long before they are written. */
export const ACCESS_FLUSH_MS = 250;
/** …or until this many characters are waiting: one write of about 16 KB (sonic-boom's largest single write). */
const ACCESS_CHUNK = 16 * 1024 - 512;

type BufferedStream = DestinationStream & { flushSync(): void };
const buffered = new Set<WeakRef<BufferedStream>>();

/**
 * The access lines' stream: lines are appended to one string in memory and written synchronously in chunks of about
 * 16 KB, and whatever waits at least every 250 ms, so a request costs a string append instead of a write to stdout
 * (measured: api/bench/request-log.bench.ts). sonic-boom (pino's own destination) does the writes: it retries a pipe
 * that is full. Its own buffering (minLength) is not used: it measures the byte length of its growing buffer on every
 * write, which flattens it — that copy cost more per request than the write it saves. Whatever waits is written
 * synchronously when the process exits (a crash included; a SIGKILL loses at most the last 250 ms of access lines).
 * `dest`: a file descriptor or a file's path.
 */
export function bufferedDestination(dest: number | string = 1): BufferedStream {
  const out = pino.destination({ dest, sync: true });
  let pending = '';
  let timer: NodeJS.Timeout | null = null;
  const flushSync = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const chunk = pending;
    pending = '';
    out.write(chunk);
  };
  const stream: BufferedStream = {
    write(line: string) {
      if (!pending) {
        // Armed only while something waits: an idle server makes no writes and no wake-ups.
        timer = setTimeout(flushSync, ACCESS_FLUSH_MS);
        timer.unref();
      }
      pending += line; // a rope: appending copies nothing; the one write flattens it once
      if (pending.length >= ACCESS_CHUNK) flushSync();
    },
    flushSync,
  };
  if (!buffered.size) process.once('exit', () => buffered.forEach((ref) => ref.deref()?.flushSync()));
  buffered.add(new WeakRef(stream));
  return stream;
}

/**
 * The access-line logger: the same format, without redaction (its fields are fixed and carry no secrets), on a buffered
 * stream of its own (bufferedDestination), because it runs on every request. On a terminal it prints one readable line
 * per request, at once.
 */
export function createAccessLogger(config: LogConfig): Logger {
  if (config.logLevel === 'silent') return pino({ level: 'silent' });
  const stream = readableStream(config, {}) ?? bufferedDestination(1);
  return pino({ level: config.logLevel, base: { service: 'dadeal' }, timestamp: pino.stdTimeFunctions.isoTime }, stream);
}
