// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Why Choose Us');
  return (
    <div className="container page">
      <h1>Why Choose Us</h1>
    </div>
  );
}
