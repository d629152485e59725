// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Business Sign Up');
  return (
    <div className="container page">
      <h1>Business Sign Up</h1>
    </div>
  );
}
