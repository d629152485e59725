// The readable log line (log-format.ts) and when it is chosen (logger.ts readableLogs, config.ts LOG_FORMAT).
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { formatLogLine, humanStream } from './log-format.js';
import { accessLog } from './http/request-log.js';
import { createLogger, readableLogs } from './logger.js';

const at = new Date(2026, 10, 27, 9, 5, 7).toISOString(); // 09:05:07 local time
const line = (entry: object) => JSON.stringify({ level: 30, time: at, service: 'dadeal', ...entry });
const plainFormat = { color: false };

describe('formatLogLine', () => {
  it('prints time, level, message and the scalar fields, without the ones every line carries', () => {
    expect(formatLogLine(line({ database: 'pglite:data/pglite', msg: 'migrations done' }), plainFormat)).toBe('09:05:07 INFO  migrations done  database=pglite:data/pglite\n');
    expect(formatLogLine(line({ level: 40, standIn: 'payments', msg: 'TEST MODE payments' }), plainFormat)).toBe('09:05:07 WARN  TEST MODE payments  standIn=payments\n');
  });

  it('quotes values with spaces, shortens long values and lists, leaves out nested objects and what the message says', () => {
    const out = formatLogLine(
      line({ url: 'http://127.0.0.1:3000', subject: 'Your coupon', id: 'x'.repeat(120), jobs: ['a', 'b'], accounts: [{ email: 'a@b' }], nested: { a: 1 }, msg: 'listening on http://127.0.0.1:3000' }),
      plainFormat,
    );
    expect(out).toBe(`09:05:07 INFO  listening on http://127.0.0.1:3000  subject="Your coupon" id=${'x'.repeat(79)}… jobs=[a, b] accounts=[1 items]\n`);
  });

  it('shows a long text by its links, each on a line of its own, without the sentence around them', () => {
    const text = 'Hello,\nverify here: http://localhost:3000/api/auth/verify-email?token=abc (valid 24 h).\nSettings (http://localhost:3000/user-dashboard?tab=settings).';
    expect(formatLogLine(line({ to: 'a@b.test', text, msg: 'mail stored in outbox (no SMTP_URL)' }), plainFormat)).toBe(
      '09:05:07 INFO  mail stored in outbox (no SMTP_URL)  to=a@b.test\n' +
        '               ↳ http://localhost:3000/api/auth/verify-email?token=abc\n' +
        '               ↳ http://localhost:3000/user-dashboard?tab=settings\n',
    );
  });

  it('gives an error its message, and at error level the first frames of its stack', () => {
    const err = { type: 'Error', message: 'connect ECONNREFUSED', stack: 'Error: connect ECONNREFUSED\n    at one (a.js:1)\n    at two (b.js:2)' };
    expect(formatLogLine(line({ level: 40, err, msg: 'mail sending failed' }), plainFormat)).toBe('09:05:07 WARN  mail sending failed  err="connect ECONNREFUSED"\n');
    expect(formatLogLine(line({ level: 50, err, msg: 'job queue error' }), plainFormat)).toBe(
      '09:05:07 ERROR job queue error  err="connect ECONNREFUSED"\n               at one (a.js:1)\n               at two (b.js:2)\n',
    );
  });

  it('prints an access line as one short line: method, path, status, time', () => {
    expect(formatLogLine(line({ reqId: 'r-12345678', method: 'GET', url: '/api/deals?limit=8', status: 200, ms: 3.14, msg: 'request' }), plainFormat)).toBe('09:05:07 GET /api/deals?limit=8 200 3.14 ms\n');
    expect(formatLogLine(line({ level: 50, reqId: 'r-12345678', method: 'POST', url: '/api/coupons', status: 201, ms: 9, msg: 'request' }), plainFormat)).toBe(
      '09:05:07 POST /api/coupons 201 9 ms (connection closed before the answer)\n',
    );
  });

  it('colours the level and the status on a terminal, and passes through what is not a log line', () => {
    expect(formatLogLine(line({ level: 50, msg: 'boom' }), { color: true })).toContain('\u001b[31mERROR\u001b[0m');
    expect(formatLogLine(line({ method: 'GET', url: '/x', status: 404, ms: 1, msg: 'request' }), { color: true })).toContain('\u001b[33m404\u001b[0m');
    expect(formatLogLine('not json', plainFormat)).toBe('not json\n');
  });

  it('reads what pino and the access log write, line by line', () => {
    let screen = '';
    const stream = humanStream({ write: (text: string) => (screen += text) }, plainFormat);
    const log = pino({ base: { service: 'dadeal' }, timestamp: pino.stdTimeFunctions.isoTime }, stream);
    log.info({ standIn: 'mail' }, 'mail goes to the outbox');
    accessLog(log).line('GET', '/api/health', 200, 'abcdefgh-1', performance.now());
    expect(screen).toMatch(/^\d\d:\d\d:\d\d INFO  mail goes to the outbox {2}standIn=mail\n\d\d:\d\d:\d\d GET \/api\/health 200 [\d.]+ ms\n$/);
  });
});

describe('LOG_FORMAT', () => {
  const load = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: '/srv/dadeal', JWT_SECRET: 'x'.repeat(40), ...env });

  it('is auto by default: readable on a terminal, JSON elsewhere; json with NODE_ENV=production; pretty everywhere', () => {
    const auto = load({});
    expect(auto.logFormat).toBe('auto');
    expect([readableLogs(auto, true), readableLogs(auto, false)]).toEqual([true, false]);
    const production = load({ NODE_ENV: 'production' });
    expect([readableLogs(production, true), readableLogs(production, false)]).toEqual([false, false]);
    const json = load({ LOG_FORMAT: 'json' });
    expect([readableLogs(json, true), readableLogs(json, false)]).toEqual([false, false]);
    const pretty = load({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' });
    expect([readableLogs(pretty, true), readableLogs(pretty, false)]).toEqual([true, true]);
    expect([load({}).logColor, load({ NO_COLOR: '1' }).logColor]).toEqual([true, false]);
  });

  it('in JSON, puts nothing between pino and its destination: the JSON path is pino\'s own', () => {
    const out = pino.destination({ dest: '/dev/null', sync: true });
    const streamOf = (log: object) => (log as Record<symbol, unknown>)[pino.symbols.streamSym];
    expect(streamOf(createLogger({ logLevel: 'info', logFormat: 'json' }, { out }))).toBe(out);
    expect(streamOf(createLogger({ logLevel: 'info', logFormat: 'auto' }, { out }))).toBe(out);
    expect(streamOf(createLogger({ logLevel: 'info', logFormat: 'pretty' }, { out }))).not.toBe(out);
  });

  it('refuses another value, naming the ones it takes', () => {
    expect(() => load({ LOG_FORMAT: 'yaml' })).toThrow(ConfigError);
    expect(() => load({ LOG_FORMAT: 'yaml' })).toThrow('LOG_FORMAT must be one of auto, json, pretty (got "yaml")');
  });
});
