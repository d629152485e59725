// Structured JSON logs (pino). Every request logs with its request id (see http/request-log.ts).
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'dadeal' },
    redact: { paths: ['password', 'newPassword', 'token', '*.password', 'req.headers.authorization'], censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
