// Every page: the sticky navigation bar, the route's screen, the footer; the page scrolls to the top on
// every navigation (spec §2). Screens load lazily; while one loads, its space keeps the footer down.
import { Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NavBar } from './NavBar.js';
import { Footer } from './Footer.js';
import { LoginDialogProvider } from '../login/login-dialog-context.js';

function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    // Not when the page starts: the browser places a fresh page (or a reload) itself, and a server-rendered page may
    // have been scrolled before its script arrived.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

export function Layout() {
  return (
    <LoginDialogProvider>
      <a href="#main" className="skip-link">Skip to content</a>
      <ScrollToTop />
      <NavBar />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </LoginDialogProvider>
  );
}
