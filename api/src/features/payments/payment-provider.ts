// The payment-provider interface: PayPal (keys set) or the built-in test provider (no keys). The server picks
// the amount; a provider only creates and captures orders, with an idempotency key per call.
import type { Config } from '../../config.js';
import { AppError } from '../../http/errors.js';
import { MESSAGES } from '@dadeal/core';

export type ProviderName = 'paypal' | 'test';

export interface ProviderOrder {
  id: string;
  /** The provider's order status, e.g. CREATED, APPROVED, COMPLETED. */
  status: string;
}

export interface ProviderCapture extends ProviderOrder {
  /** What the provider says it captured (decimal string, currency code). */
  amount: string | null;
  currency: string | null;
}

export interface CreateOrderInput {
  amount: string;
  currency: 'USD';
  /** Idempotency key: the same key never creates a second order. */
  requestId: string;
  description: string;
  referenceId: string;
}

export interface CaptureOrderInput {
  orderId: string;
  requestId: string;
  /** What we recorded when the order was created (the test provider has no ledger of its own). */
  expected: { amount: string; currency: string };
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly testMode: boolean;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  captureOrder(input: CaptureOrderInput): Promise<ProviderCapture>;
}

/** The provider refused or could not be reached: 502 with the spec's PayPal message (spec §8). */
export class PaymentProviderError extends AppError {
  constructor(public readonly providerStatus?: number, message: string = MESSAGES.paypalError) {
    super(502, message);
  }
}

export function providerNameFor(config: Pick<Config, 'paypal'>): ProviderName {
  return config.paypal ? 'paypal' : 'test';
}
