// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Terms of Service');
  return (
    <div className="container page">
      <h1>Terms of Service</h1>
    </div>
  );
}
