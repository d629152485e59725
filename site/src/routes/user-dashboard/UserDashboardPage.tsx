// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('User Dashboard');
  return (
    <div className="container page">
      <h1>User Dashboard</h1>
    </div>
  );
}
