// The feature-deal payment page (spec §2, §4): /feature-deal-payment?dealId&planId&amount, business only; any
// parameter missing → /business-dashboard. It shows the plan and the deal, then the payment button the server's
// configuration asks for: PayPal's official buttons with PAYPAL_CLIENT_ID, otherwise a clearly marked test-mode
// button that runs the same calls against the built-in test provider. The price is the server's plan price.
import { Suspense, lazy } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { normalizePrice, type FeaturingPlan, type PaymentConfigResponse } from '@dadeal/core';
import { price } from '../../app/i18n/i18n.js';
import { planWords } from '../../app/business/plan-words.js';
import { BusinessOnly } from '../../app/business/BusinessOnly.js';
import { FeaturedPlaces } from '../../app/business/FeaturedPlaces.js';
import { FeatureScreen } from '../../app/business/FeatureScreen.js';
import { parseId } from '../../app/business/use-featuring.js';
import { usePayFeature } from '../../app/business/use-pay-feature.js';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { PageLoading } from '../../app/layout/Layout.js';
import { PATHS } from '../../app/paths.js';
import { KEYS, useApiQuery } from '../../app/query-client.js';
import { FEATURE, priceWithCurrency } from '../../app/business/texts.js';

const PayPalCheckout = lazy(() => import('./PayPalCheckout.js'));

export default function FeatureDealPaymentPage() {
  const [params] = useSearchParams();
  const dealId = params.get('dealId');
  const planId = params.get('planId');
  const amount = params.get('amount');
  // Spec §2: any parameter missing sends the business back to its dashboard.
  if (!dealId || !planId || !amount) return <Navigate to={PATHS.businessDashboard} replace />;
  return (
    <BusinessOnly title={FEATURE.paymentTitle}>
      <Payment dealId={parseId(dealId)} planId={planId} amount={amount} />
    </BusinessOnly>
  );
}

function Payment({ dealId, planId, amount }: { dealId: number | null; planId: string; amount: string }) {
  const config = useApiQuery(KEYS.paymentConfig);
  return (
    <>
      <FeatureScreen dealId={dealId} planId={planId} title={FEATURE.paymentTitle}>
        {(deal, plan) =>
          !plan ? (
            <>
              <h2 id="feature-summary-title">{FEATURE.planNotOnSale}</h2>
              <p>{FEATURE.planNotOnSaleText}</p>
              <div className="feature-actions"><Link to={`/feature-deal/${deal.id}`} className="btn btn--primary">{FEATURE.changePlan}</Link></div>
            </>
          ) : deal.isFeatured ? (
            <>
              <h2 id="feature-summary-title">★ {FEATURE.alreadyTitle}</h2>
              <FeaturedPlaces deal={deal} />
              <div className="feature-actions"><Link to={PATHS.businessDashboard} className="btn btn--primary">{FEATURE.backToDashboard}</Link></div>
            </>
          ) : (
            <>
              <h2 id="feature-summary-title">{FEATURE.yourOrder}</h2>
              <dl className="feature-summary__rows">
                <div><dt>{FEATURE.deal}</dt><dd>{deal.title}</dd></div>
                <div><dt>{FEATURE.plan}</dt><dd>{FEATURE.planWithDuration(planWords(plan).name, planWords(plan).duration)}</dd></div>
                <div className="feature-summary__total"><dt>{FEATURE.total}</dt><dd>{priceWithCurrency(plan.price, plan.currency)}</dd></div>
              </dl>
              {normalizePrice(amount) !== plan.price && (
                <p className="feature-notice">{FEATURE.priceDiffers(planWords(plan).name, price(plan.price))}</p>
              )}
              <p className="feature-notice">{FEATURE.noRefunds}</p>
              {config.isPending ? <PageLoading /> : config.isError ? (
                <p className="form-alert" role="alert">{config.error.message}</p>
              ) : (
                <PayButtons dealId={deal.id} plan={plan} config={config.data} />
              )}
            </>
          )
        }
      </FeatureScreen>
      <div className="container"><AdSlot /></div>
    </>
  );
}

function PayButtons({ dealId, plan, config }: { dealId: number; plan: FeaturingPlan; config: PaymentConfigResponse }) {
  const pay = usePayFeature(dealId, plan);
  return (
    <div className="feature-pay">
      {config.provider === 'paypal' && config.clientId ? (
        <Suspense fallback={<div className="paypal-box"><PageLoading /></div>}>
          <PayPalCheckout clientId={config.clientId} currency={config.currency} pay={pay} />
        </Suspense>
      ) : (
        <div className="test-mode">
          <span className="test-mode__badge">{FEATURE.testModeBadge}</span>
          <p>{FEATURE.testModeNote}</p>
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            disabled={pay.busy}
            onClick={() => {
              // Test mode: the built-in provider approves at once; create, capture and feature as with PayPal.
              pay.createOrder().then((orderId) => pay.captureAndFeature(orderId), () => undefined);
            }}
          >
            {pay.busy ? FEATURE.paying : FEATURE.testPay(price(plan.price))}
          </button>
        </div>
      )}
      {pay.problem && <p className="form-alert" role="alert">{pay.problem}</p>}
    </div>
  );
}
