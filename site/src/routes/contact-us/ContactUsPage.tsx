// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Contact Us');
  return (
    <div className="container page">
      <h1>Contact Us</h1>
    </div>
  );
}
