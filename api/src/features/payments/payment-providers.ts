// Which payment provider the server uses: PayPal when its keys are set, else the built-in test provider. Apart from
// the interface (payment-provider.ts), which both implementations import.
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { PaymentProvider } from './payment-provider.js';
import { createPaypalProvider } from './paypal-provider.js';
import { createTestProvider } from './test-provider.js';

export function createPaymentProvider(config: Pick<Config, 'paypal'>, log: Logger): PaymentProvider {
  return config.paypal ? createPaypalProvider(config.paypal, log) : createTestProvider(log);
}
