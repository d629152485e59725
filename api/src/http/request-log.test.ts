// The access line of every request (requestLog): its fields, the request id in and out, tokens
// kept out of the log, 5xx at error level. The lines are read from the logger's real output stream.
import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLog } from './request-log.js';

function appWithLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = new Koa();
  app.silent = true;
  app.use(requestLog(pino({ base: { service: 'dadeal' } }, stream)));
  app.use((ctx) => {
    if (ctx.path === '/boom') ctx.status = 503;
    ctx.body = { reqId: ctx.state.reqId };
  });
  return { app, lines };
}

/** The access line arrives when the response has finished: wait for it rather than for a fixed time. */
async function nextLine(lines: Array<Record<string, unknown>>, count: number) {
  await expect.poll(() => lines.length).toBeGreaterThanOrEqual(count);
  return lines[count - 1];
}

describe('requestLog', () => {
  it('writes one line per request with reqId, method, url, status and ms', async () => {
    const { app, lines } = appWithLog();
    const res = await request(app.callback()).get('/api/deals?category=Weekly').set('X-Request-Id', 'partner-req-0001').expect(200);
    expect(res.headers['x-request-id']).toBe('partner-req-0001');
    expect(res.body.reqId).toBe('partner-req-0001');
    const line = await nextLine(lines, 1);
    expect(line).toMatchObject({ level: 30, msg: 'request', service: 'dadeal', reqId: 'partner-req-0001', method: 'GET', url: '/api/deals?category=Weekly', status: 200 });
    expect(line.ms).toEqual(expect.any(Number));
    expect(Object.keys(line).sort()).toEqual(['level', 'method', 'ms', 'msg', 'reqId', 'service', 'status', 'time', 'url'].sort());
  });

  it('makes a request id when none or an unusable one comes in', async () => {
    const { app, lines } = appWithLog();
    const res = await request(app.callback()).get('/').set('X-Request-Id', 'bad id with spaces').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await nextLine(lines, 1)).reqId).toBe(res.headers['x-request-id']);
  });

  it('never logs a token from a link', async () => {
    const { app, lines } = appWithLog();
    await request(app.callback()).get('/api/auth/verify-email?token=s3cret-value&next=1').expect(200);
    const line = await nextLine(lines, 1);
    expect(line.url).toBe('/api/auth/verify-email?token=[redacted]&next=1');
    expect(JSON.stringify(lines)).not.toContain('s3cret-value');
  });

  it('logs a 5xx answer at error level', async () => {
    const { app, lines } = appWithLog();
    await request(app.callback()).get('/boom').expect(503);
    expect(await nextLine(lines, 1)).toMatchObject({ level: 50, msg: 'request', status: 503, url: '/boom' });
  });
});
