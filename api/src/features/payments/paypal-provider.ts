// PayPal through its maintained server SDK (@paypal/paypal-server-sdk, successor of the deprecated
// @paypal/checkout-server-sdk), pointed at PAYPAL_API_BASE. Every create and capture carries PayPal-Request-Id.
import type { Client, Order } from '@paypal/paypal-server-sdk';
import { MESSAGES } from '@dadeal/core';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { ConflictError } from '../../http/errors.js';
import { PaymentProviderError, type PaymentProvider, type ProviderCapture } from './payment-provider.js';

const PRODUCTION_BASE = 'https://api-m.paypal.com';
const SANDBOX_BASE = 'https://api-m.sandbox.paypal.com';
const TIMEOUT_MS = 15_000;

type RequestBuilderFactory = ReturnType<Client['getRequestBuilderFactory']>;
type Sdk = typeof import('@paypal/paypal-server-sdk');

// Loaded at the first payment, not at start: importing the SDK is the largest single cost of a server start
// (~0.5 s of ~2), and a server without PayPal keys never needs it.
let sdkLoading: Promise<Sdk> | null = null;
const loadSdk = () => (sdkLoading ??= import('@paypal/paypal-server-sdk'));

/**
 * A Client whose requests go to `apiBase`. The SDK (2.5) has no custom-URL option: its Environment is only
 * Sandbox or Production and getBaseUri() throws for anything else (paypal/PayPal-TypeScript-Server-SDK,
 * src/client.ts). But every request — the OAuth token call made by ClientCredentialsAuthManager included —
 * is built by client.getRequestBuilderFactory() (src/controllers/baseController.ts), and each request builder
 * takes interceptRequest() (@apimatic/core RequestBuilder), which sees the absolute URL: we re-base it there.
 * With the sandbox or live address as PAYPAL_API_BASE the rewrite changes nothing.
 */
function createRebasedClient({ Client, Environment }: Sdk, paypal: NonNullable<Config['paypal']>): Client {
  const environment = paypal.apiBase === PRODUCTION_BASE ? Environment.Production : Environment.Sandbox;
  const sdkBase = environment === Environment.Production ? PRODUCTION_BASE : SANDBOX_BASE;
  const target = paypal.apiBase.replace(/\/+$/, '');
  const rebase = (url: string) => (url.startsWith(sdkBase) ? target + url.slice(sdkBase.length) : url);

  class RebasedClient extends Client {
    // Called from the base constructor too (for the OAuth controller): it must not read instance fields.
    override getRequestBuilderFactory(): RequestBuilderFactory {
      const factory = super.getRequestBuilderFactory();
      return ((...args: Parameters<RequestBuilderFactory>) => {
        const builder = factory(...args);
        builder.interceptRequest((request) => ({ ...request, url: rebase(request.url) }));
        return builder;
      }) as RequestBuilderFactory;
    }
  }

  return new RebasedClient({
    clientCredentialsAuthCredentials: { oAuthClientId: paypal.clientId, oAuthClientSecret: paypal.clientSecret },
    environment,
    timeout: TIMEOUT_MS,
  });
}

function capturedAmount(order: Order): { amount: string | null; currency: string | null; captureStatus: string | null } {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  return { amount: capture?.amount?.value ?? null, currency: capture?.amount?.currencyCode ?? null, captureStatus: capture?.status ?? null };
}

export function createPaypalProvider(paypal: NonNullable<Config['paypal']>, log: Logger): PaymentProvider {
  let api: Promise<{ sdk: Sdk; orders: InstanceType<Sdk['OrdersController']> }> | null = null;
  const paypalApi = () => (api ??= loadSdk().then((sdk) => ({ sdk, orders: new sdk.OrdersController(createRebasedClient(sdk, paypal)) })));
  const paypalLog = log.child({ paymentProvider: 'paypal', testMode: false });

  /** PayPal's refusals become our errors; the details (debug id, issue) go to the log, not to the client. */
  function providerError(err: unknown, action: string, { ApiError }: Sdk): Error {
    if (err instanceof ApiError) {
      const result = (err.result ?? {}) as { name?: string; debug_id?: string; details?: Array<{ issue?: string }> };
      const issue = result.details?.[0]?.issue ?? result.name;
      paypalLog.warn({ status: err.statusCode, issue, debugId: result.debug_id }, `PayPal refused to ${action}`);
      if (err.statusCode === 422 && issue === 'ORDER_NOT_APPROVED') return new ConflictError(MESSAGES.paymentNotCaptured);
      return new PaymentProviderError(err.statusCode);
    }
    paypalLog.error({ err }, `PayPal could not be reached to ${action}`);
    return new PaymentProviderError();
  }

  return {
    name: 'paypal',
    testMode: false,
    async createOrder(input) {
      const { sdk, orders } = await paypalApi();
      try {
        const { result } = await orders.createOrder({
          body: {
            intent: sdk.CheckoutPaymentIntent.Capture,
            purchaseUnits: [{ referenceId: input.referenceId, description: input.description, amount: { currencyCode: input.currency, value: input.amount } }],
          },
          paypalRequestId: input.requestId,
          prefer: 'return=minimal',
        });
        if (!result.id) throw new PaymentProviderError();
        paypalLog.info({ orderId: result.id, status: result.status, amount: input.amount }, 'PayPal order created');
        return { id: result.id, status: result.status ?? 'CREATED' };
      } catch (err) {
        if (err instanceof PaymentProviderError) throw err;
        throw providerError(err, 'create an order', sdk);
      }
    },
    async captureOrder(input): Promise<ProviderCapture> {
      const { sdk, orders } = await paypalApi();
      try {
        const { result } = await orders.captureOrder({ id: input.orderId, paypalRequestId: input.requestId, prefer: 'return=representation' });
        const { amount, currency, captureStatus } = capturedAmount(result);
        // An order COMPLETED with a PENDING capture has not paid yet (e.g. an eCheck): only a completed capture counts.
        const status = result.status === 'COMPLETED' && captureStatus === 'COMPLETED' ? 'COMPLETED' : (captureStatus ?? result.status ?? 'UNKNOWN');
        paypalLog.info({ orderId: input.orderId, status, amount, currency }, 'PayPal order captured');
        return { id: result.id ?? input.orderId, status, amount, currency };
      } catch (err) {
        throw providerError(err, 'capture an order', sdk);
      }
    },
  };
}
