// Structured JSON logs (pino). Every request logs with its request id (see http/request-log.ts).
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

// Synchronous writes to stdout (pino's default): measured faster here than sonic-boom's asynchronous
// buffering, whose thread-pool writes compete with the requests on a small machine (api/README.md).
const destination = () => pino.destination({ dest: 1, sync: true });

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  if (config.logLevel === 'silent') return pino({ level: 'silent' });
  return pino({
    level: config.logLevel,
    base: { service: 'dadeal' },
    redact: { paths: ['password', 'newPassword', 'token', '*.password', 'req.headers.authorization'], censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  }, destination());
}

/**
 * The access-line logger: the same stream and format, without redaction (its fields are fixed and
 * carry no secrets), because it runs on every request.
 */
export function createAccessLogger(config: Pick<Config, 'logLevel'>): Logger {
  if (config.logLevel === 'silent') return pino({ level: 'silent' });
  return pino({ level: config.logLevel, base: { service: 'dadeal' }, timestamp: pino.stdTimeFunctions.isoTime }, destination());
}
