// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Purchase Complete');
  return (
    <div className="container page">
      <h1>Purchase Complete</h1>
    </div>
  );
}
