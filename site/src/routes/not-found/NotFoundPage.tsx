// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('404 Page Not Found');
  return (
    <div className="container page">
      <h1>404 Page Not Found</h1>
    </div>
  );
}
