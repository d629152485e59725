// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('How It Works');
  return (
    <div className="container page">
      <h1>How It Works</h1>
    </div>
  );
}
