// The sticky navigation bar of spec §2: logo and name link home, Home; signed in: the dashboard of the
// account's kind (a business's staff: the Counter) and Logout; signed out: Sign In (the login dialog), Business Sign Up, User Sign Up.
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PATHS } from '../paths.js';
import { useSession } from '../session.js';
import { NAV, SITE } from '../texts.js';
import { useLoginDialog } from '../login/login-dialog-context.js';
import { Logo } from './Logo.js';
import { LanguageMenu } from '../i18n/LanguageMenu.js';
import { t } from '../i18n/i18n.js';

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const { open: openLogin } = useLoginDialog();
  const { user } = session;
  return (
    <>
      <NavLink to={PATHS.home} end className="nav__link" onClick={onNavigate}>{NAV.home}</NavLink>
      {session.loading ? (
        <span className="nav__pending" aria-hidden="true" />
      ) : user ? (
        <>
          {user.userType === 'business' ? (
            <Link to={PATHS.businessDashboard} className="btn btn--primary" onClick={onNavigate}>{NAV.businessDashboard}</Link>
          ) : user.userType === 'staff' ? (
            <Link to={PATHS.counter} className="btn btn--primary" onClick={onNavigate}>{NAV.counter}</Link>
          ) : user.userType === 'partner' ? (
            <Link to={PATHS.partnerDashboard} className="btn btn--primary" onClick={onNavigate}>{NAV.partnerDashboard}</Link>
          ) : (
            <Link to={PATHS.userDashboard} className="btn btn--primary" onClick={onNavigate}>{NAV.userDashboard}</Link>
          )}
          <button type="button" className="btn btn--ghost" onClick={() => { onNavigate?.(); session.logout(); }}>{NAV.logout}</button>
        </>
      ) : (
        <>
          <button type="button" className="btn btn--ghost" onClick={() => { onNavigate?.(); openLogin(); }}>{NAV.signIn}</button>
          <Link to={PATHS.businessSignup} className="btn btn--outline" onClick={onNavigate}>{NAV.businessSignUp}</Link>
          <Link to={PATHS.userSignup} className="btn btn--primary" onClick={onNavigate}>{NAV.userSignUp}</Link>
        </>
      )}
    </>
  );
}

export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <header className="nav">
      <div className="nav__inner container">
        <Link to={PATHS.home} className="nav__brand" aria-label={t('brand.home', { name: SITE.name })}>
          <Logo />
          <span>{SITE.name}</span>
        </Link>
        <nav className="nav__desktop" aria-label={NAV.main}>
          <NavItems />
        </nav>
        <LanguageMenu className="nav__lang" />
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={NAV.menu}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      <nav id={menuId} className="nav__mobile" aria-label={NAV.mobile} hidden={!menuOpen}>
        <NavItems onNavigate={() => setMenuOpen(false)} />
      </nav>
    </header>
  );
}
