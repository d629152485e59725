// Test helper: a fake PayPal REST API on loopback (OAuth token, create, get and capture order), so that the
// PayPal provider runs the real SDK code path with no network. approve(id) plays the buyer's approval.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  referenceId: string | null;
  captureRequestId: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}

export interface FakePaypal {
  url: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakeOrder>;
  requests: RecordedRequest[];
  approve(orderId: string): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Paypal-Debug-Id': randomBytes(6).toString('hex') });
  res.end(JSON.stringify(body));
}

const error = (name: string, issue: string) => ({ name, message: issue, debug_id: randomBytes(6).toString('hex'), details: [{ issue }] });

function orderBody(order: FakeOrder) {
  const captured = order.status === 'COMPLETED';
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [{
      reference_id: order.referenceId ?? 'default',
      amount: order.amount,
      ...(captured ? { payments: { captures: [{ id: `CAP${order.id}`, status: 'COMPLETED', amount: order.amount, final_capture: true }] } } : {}),
    }],
    links: [{ href: `/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
  };
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const clientId = `fake-client-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(12).toString('hex');
  const accessToken = `A21.${randomBytes(16).toString('hex')}`;
  const orders = new Map<string, FakeOrder>();
  const createdByRequestId = new Map<string, string>();
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    (async () => {
      const path = (req.url ?? '/').split('?')[0];
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers });
      const body = await readBody(req);

      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || !body.includes('grant_type=client_credentials')) {
          return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        return send(res, 200, { scope: 'https://uri.paypal.com/services/payments/payment', access_token: accessToken, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: 32400, nonce: 'fake' });
      }
      if (req.headers.authorization !== `Bearer ${accessToken}`) return send(res, 401, error('AUTHENTICATION_FAILURE', 'INVALID_TOKEN'));

      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        const requestId = String(req.headers['paypal-request-id'] ?? '');
        const known = requestId && createdByRequestId.get(requestId);
        if (known) return send(res, 200, orderBody(orders.get(known)!)); // idempotent replay
        const input = JSON.parse(body) as { intent?: string; purchase_units?: Array<{ reference_id?: string; amount?: FakeOrder['amount'] }> };
        const unit = input.purchase_units?.[0];
        if (input.intent !== 'CAPTURE' || !unit?.amount?.value || !unit.amount.currency_code) {
          return send(res, 400, error('INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER'));
        }
        const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
        orders.set(id, { id, status: 'CREATED', amount: unit.amount, referenceId: unit.reference_id ?? null, captureRequestId: null });
        if (requestId) createdByRequestId.set(requestId, id);
        return send(res, 201, orderBody(orders.get(id)!));
      }

      const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
      const order = match ? orders.get(match[1]) : undefined;
      if (match && !order) return send(res, 404, error('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID'));
      if (order && req.method === 'GET' && !match![2]) return send(res, 200, orderBody(order));
      if (order && req.method === 'POST' && match![2]) {
        const requestId = String(req.headers['paypal-request-id'] ?? '');
        if (order.status === 'COMPLETED') {
          if (requestId && requestId === order.captureRequestId) return send(res, 201, orderBody(order)); // idempotent replay
          return send(res, 422, error('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED'));
        }
        if (order.status !== 'APPROVED') return send(res, 422, error('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED'));
        order.status = 'COMPLETED';
        order.captureRequestId = requestId || null;
        return send(res, 201, orderBody(order));
      }
      return send(res, 404, error('NOT_FOUND', 'NOT_FOUND'));
    })().catch((err: Error) => send(res, 500, error('INTERNAL_SERVER_ERROR', err.message)));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    orders,
    requests,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
