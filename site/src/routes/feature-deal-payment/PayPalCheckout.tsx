// PayPal's official buttons (@paypal/react-paypal-js), their own chunk: loaded only when the server has PayPal keys.
// The client id comes from the server's configuration (GET /api/paypal/config), never from the build. createOrder,
// onApprove and onError run the site's own payment calls.
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { PageLoading } from '../../app/layout/Layout.js';
import type { usePayFeature } from '../../app/business/use-pay-feature.js';
import { FEATURE } from '../../app/business/texts.js';

interface PayPalCheckoutProps {
  clientId: string;
  currency: string;
  pay: ReturnType<typeof usePayFeature>;
}

function Buttons({ pay }: { pay: PayPalCheckoutProps['pay'] }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <p className="form-alert" role="alert">{FEATURE.paypalError}</p>;
  return (
    <div className="paypal-box">
      {isPending && <PageLoading />}
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', label: 'pay' }}
        disabled={pay.busy}
        createOrder={() => pay.createOrder()}
        onApprove={(data) => pay.captureAndFeature(data.orderID)}
        onCancel={() => pay.cancelled()}
        onError={(error) => pay.providerError(error)}
      />
    </div>
  );
}

export default function PayPalCheckout({ clientId, currency, pay }: PayPalCheckoutProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency, intent: 'capture' }}>
      <Buttons pay={pay} />
    </PayPalScriptProvider>
  );
}
