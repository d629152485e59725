// STUB: replaced by the screen's real implementation.
import { usePageTitle } from '../../app/page-title.js';

export default function Page() {
  usePageTitle('Email Verification');
  return (
    <div className="container page">
      <h1>Email Verification</h1>
    </div>
  );
}
