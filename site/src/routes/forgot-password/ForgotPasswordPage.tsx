// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Forgot Password');
  return (
    <div className="container page">
      <h1>Forgot Password</h1>
    </div>
  );
}
