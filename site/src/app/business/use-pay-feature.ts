// The featuring payment of spec §4: order created (the server sets the amount from the plan), approved, captured,
// then the feature call; a failure shows "Payment Failed", success shows the spec's toast and goes to the receipt.
// The test-mode button and PayPal's buttons both run it: only who approves the order differs.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES, type FeaturingPlan } from '@dadeal/core';
import { apiCall, serverMessage } from '../api-client.js';
import { PATHS } from '../paths.js';
import { KEYS } from '../query-client.js';
import { FEATURE } from './texts.js';
import { notify } from '../toasts.js';

export function paymentSuccessPath(dealId: number, planId: string): string {
  return `${PATHS.paymentSuccess}?dealId=${dealId}&planId=${encodeURIComponent(planId)}`;
}

export function usePayFeature(dealId: number, plan: FeaturingPlan) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  /** The server's reason for the last refusal, shown under the buttons (the toast says the spec's words). */
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (error: unknown, toast: readonly [string, string] | string = FEATURE.paymentFailed) => {
    setBusy(false);
    setProblem(serverMessage(error, error instanceof Error ? error.message : String(error)));
    if (typeof toast === 'string') notify.error(toast);
    else notify.error(toast[0], toast[1]);
  };

  /** Creates the order for this deal and plan; answers its id (PayPal's createOrder). */
  async function createOrder(): Promise<string> {
    setProblem(null);
    setBusy(true);
    try {
      const order = await apiCall('POST', '/api/paypal/order', {
        body: { amount: plan.price, currency: plan.currency, intent: 'CAPTURE', dealId, planId: plan.id },
      });
      return order.id;
    } catch (error) {
      fail(error);
      throw error;
    }
  }

  /** Captures the approved order and features the deal with it (PayPal's onApprove). */
  async function captureAndFeature(orderId: string): Promise<void> {
    setBusy(true);
    try {
      await apiCall('POST', '/api/paypal/order/{orderId}/capture', { path: { orderId } });
      await apiCall('POST', '/api/deals/{id}/feature', {
        path: { id: dealId },
        body: { planId: plan.id, amount: plan.price, paymentMethod: 'paypal', paypalOrderId: orderId },
      });
    } catch (error) {
      return fail(error);
    } finally {
      for (const key of [KEYS.businessDeals, KEYS.businessStats, KEYS.businessFunnel, KEYS.deals]) void queryClient.invalidateQueries({ queryKey: key });
    }
    setBusy(false);
    notify.success(MESSAGES.dealFeatured);
    navigate(paymentSuccessPath(dealId, plan.id));
  }

  return {
    busy,
    problem,
    createOrder,
    captureAndFeature,
    /** PayPal's onError: the provider itself failed (script, popup, network to PayPal). */
    providerError: (error: unknown) => fail(error, FEATURE.paypalError),
    cancelled: () => setBusy(false),
  };
}
