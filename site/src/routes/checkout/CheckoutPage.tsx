// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Checkout');
  return (
    <div className="container page">
      <h1>Checkout</h1>
    </div>
  );
}
