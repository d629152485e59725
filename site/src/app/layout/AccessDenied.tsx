// What a screen shows to the wrong kind of account (spec §6): the spec's text and a way forward. A business's staff
// is told the one thing they can do, and led to it.
import { Link } from 'react-router';
import { MESSAGES } from '@dadeal/core';
import { useLoginDialog } from '../login/login-dialog-context.js';
import { PATHS } from '../paths.js';
import { useSession } from '../session.js';
import { say } from '../i18n/i18n.js';
import { NAV } from '../texts.js';
import { ACCESS } from '../screen-texts.js';

export function AccessDenied({ message }: { message: string }) {
  const session = useSession();
  const login = useLoginDialog();
  const staff = session.user?.userType === 'staff';
  return (
    <div className="container page page--narrow access-denied">
      <h1>{say(staff ? MESSAGES.staffCounterOnly : message)}</h1>
      <p className="muted">
        {staff ? ACCESS.asStaff : session.user ? ACCESS.otherKind : ACCESS.signInFirst}
      </p>
      <div className="access-denied__actions">
        {!session.user && <button type="button" className="btn btn--primary" onClick={() => login.open()}>{NAV.signIn}</button>}
        {/* A signed-in account is led to the dashboard it does have. */}
        {session.user?.userType === 'business' && <Link to={PATHS.businessDashboard} className="btn btn--primary">{NAV.businessDashboard}</Link>}
        {staff && <Link to={PATHS.counter} className="btn btn--primary">{NAV.counter}</Link>}
        {session.user?.userType === 'partner' && <Link to={PATHS.partnerDashboard} className="btn btn--primary">{NAV.partnerDashboard}</Link>}
        {session.user?.userType === 'user' && <Link to={PATHS.userDashboard} className="btn btn--primary">{NAV.userDashboard}</Link>}
        <Link to={PATHS.home} className="btn btn--outline">{ACCESS.browseDeals}</Link>
      </div>
    </div>
  );
}

