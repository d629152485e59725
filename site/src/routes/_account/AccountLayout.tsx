// The look the account screens share: a teal island band with a wave, and on it either a centred card
// (verification and recovery) or a sign-up form beside its pitch. Each view renders the page's one h1.
import { useEffect, useRef, type ReactNode } from 'react';
import './account.css';

function Wave() {
  return (
    <svg className="acct__wave" viewBox="0 0 1440 60" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d="M0 30c240 30 480 30 720 0s480-30 720 0v30H0z" />
    </svg>
  );
}

/**
 * Moves focus to a heading that replaced the form (success and error views), so keyboard and screen-reader
 * users hear the outcome and continue from it; the first view of a page keeps the browser's own focus.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

/** A centred card on the band: email verification, forgot and reset password. */
export function AccountCardPage({ children }: { children: ReactNode }) {
  return (
    <div className="acct">
      <div className="acct__band acct__band--short"><Wave /></div>
      <div className="container acct__body acct__body--card">{children}</div>
    </div>
  );
}

export type AccountIconName = 'mail' | 'check' | 'key' | 'warning' | 'lock';

const ICON_PATHS: Record<AccountIconName, ReactNode> = {
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3.5l9.5 16.5h-19z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </>
  ),
};

export function AccountIcon({ name, tone = 'sea' }: { name: AccountIconName; tone?: 'sea' | 'success' | 'warning' }) {
  return (
    <span className={`acct-icon acct-icon--${tone}`} aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">{ICON_PATHS[name]}</svg>
    </span>
  );
}

interface AccountCardProps {
  icon: AccountIconName;
  tone?: 'sea' | 'success' | 'warning';
  title: string;
  /** True when this view replaced another one on the page: its heading takes the focus. */
  focusTitle?: boolean;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The card of a recovery screen: icon, the page's h1, an introduction, then the form or the outcome's actions. */
export function AccountCard({ icon, tone, title, focusTitle = false, intro, children }: AccountCardProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusTitle);
  return (
    <section className="card acct-card" aria-labelledby="acct-title">
      <AccountIcon name={icon} tone={tone} />
      <h1 id="acct-title" ref={headingRef} tabIndex={-1} className="acct-card__title">{title}</h1>
      {intro && <div className="acct-card__intro">{intro}</div>}
      {children}
    </section>
  );
}

interface SignupPageProps {
  title: string;
  subtitle: string;
  /** The sign-up form, or the "check your e-mail" view once it succeeded. */
  children: ReactNode;
  /** Why sign up: beside the form on wide screens, after it on phones (the form comes first). */
  aside: ReactNode;
}

export function SignupPageLayout({ title, subtitle, children, aside }: SignupPageProps) {
  return (
    <div className="acct">
      <div className="acct__band">
        <div className="container acct__hero">
          <h1 className="acct__title">{title}</h1>
          <p className="acct__subtitle">{subtitle}</p>
        </div>
        <Wave />
      </div>
      <div className="container acct__body acct__body--signup">
        <div className="acct__main">{children}</div>
        <div className="acct__aside">{aside}</div>
      </div>
    </div>
  );
}
