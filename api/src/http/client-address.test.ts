// The client's address behind a load balancer (TRUST_PROXY): per-address rate limits count each client, not the
// proxy, and only the X-Forwarded-For entry the trusted proxy appended is believed.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DadealApp } from '../app.js';
import { loadConfig } from '../config.js';
import { withTestApp } from '../testing/test-app.js';

const limits = { login: { perIp: 100, perEmail: 2, windowSeconds: 60 } };
const login = (app: DadealApp, forwardedFor: string) =>
  request(app.callback()).post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send({ email: 'target@island.example', password: 'guess' });

describe('the client address behind proxies', () => {
  it('with TRUST_PROXY=1 counts each forwarded client apart and ignores entries the client wrote itself', async () => {
    await withTestApp({ env: { TRUST_PROXY: '1' }, rateLimits: limits }, async (t) => {
      const { app } = t;
      expect((await login(app, '203.0.113.1')).status).toBe(401);
      expect((await login(app, '203.0.113.1')).status).toBe(401);
      expect((await login(app, '203.0.113.1')).status).toBe(429);
      expect((await login(app, '203.0.113.2')).status).toBe(401); // another client behind the same proxy
      // A client at .1 claiming to be .2: the proxy appends the address it saw, and only that one is read.
      expect((await login(app, '203.0.113.2, 203.0.113.1')).status).toBe(429);
    });
  });

  it('by default reads the connection only, so a forged X-Forwarded-For changes nothing', async () => {
    await withTestApp({ rateLimits: limits }, async (t) => {
      const { app } = t;
      expect((await login(app, '203.0.113.1')).status).toBe(401);
      expect((await login(app, '203.0.113.2')).status).toBe(401);
      expect((await login(app, '203.0.113.3')).status).toBe(429);
    });
  });

  it('refuses a TRUST_PROXY that is not a small whole number', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes', JWT_SECRET: 'x'.repeat(40) })).toThrow(/TRUST_PROXY must be the number of proxies/);
    expect(loadConfig({ TRUST_PROXY: '2', JWT_SECRET: 'x'.repeat(40) }).trustProxy).toBe(2);
  });
});
