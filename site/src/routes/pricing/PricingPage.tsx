// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Pricing');
  return (
    <div className="container page">
      <h1>Pricing</h1>
    </div>
  );
}
