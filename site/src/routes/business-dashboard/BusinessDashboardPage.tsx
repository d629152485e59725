// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Business Dashboard');
  return (
    <div className="container page">
      <h1>Business Dashboard</h1>
    </div>
  );
}
