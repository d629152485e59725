// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Privacy Policy');
  return (
    <div className="container page">
      <h1>Privacy Policy</h1>
    </div>
  );
}
