// Structured JSON logs (pino). Every request logs with its request id (see http/request-log.ts). On a terminal outside
// production the same lines are printed readably by pino-pretty, a dev dependency: a production install has none and
// logs JSON whatever its stdout is.
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

type LogConfig = Pick<Config, 'logLevel'> & Partial<Pick<Config, 'prettyLogs'>>;

const requireFromHere = createRequire(import.meta.url);
let prettyStream: DestinationStream | null | undefined;

/** pino-pretty in this process (sync, no worker thread), or null when it is not installed. */
function pretty(): DestinationStream | null {
  if (prettyStream !== undefined) return prettyStream;
  let stream: DestinationStream | null = null;
  try {
    const pinoPretty = requireFromHere('pino-pretty') as typeof import('pino-pretty');
    stream = pinoPretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' });
  } catch (err) {
    // Not installed (`npm ci --omit=dev`): JSON lines it is. Anything else is a real fault.
    if ((err as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw err;
  }
  prettyStream = stream;
  return stream;
}

// Synchronous writes to stdout (pino's default): measured faster here than sonic-boom's asynchronous
// buffering, whose thread-pool writes compete with the requests on a small machine (api/README.md).
const destination = (config: LogConfig) => (config.prettyLogs && pretty()) || pino.destination({ dest: 1, sync: true });

export function createLogger(config: LogConfig): Logger {
  if (config.logLevel === 'silent') return pino({ level: 'silent' });
  return pino({
    level: config.logLevel,
    base: { service: 'dadeal' },
    redact: { paths: ['password', 'newPassword', 'token', '*.password', 'req.headers.authorization'], censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  }, destination(config));
}

/**
 * The access-line logger: the same stream and format, without redaction (its fields are fixed and
 * carry no secrets), because it runs on every request.
 */
export function createAccessLogger(config: LogConfig): Logger {
  if (config.logLevel === 'silent') return pino({ level: 'silent' });
  return pino({ level: config.logLevel, base: { service: 'dadeal' }, timestamp: pino.stdTimeFunctions.isoTime }, destination(config));
}
