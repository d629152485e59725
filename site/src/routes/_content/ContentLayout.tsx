// The pieces the content pages share (marketing, legal, contact, checkout, 404): the island banner that carries the
// page's one h1, section headings, the sign-up call to action and the small line icons. Styles: content.css.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { PATHS } from '../../app/paths.js';
import { site as marketingWords } from '@dadeal/core/i18n/generated/en.site.marketing.js';
import './content.css';

addEnglish(marketingWords); // the marketing pages' shared words (the closing call to action's among them)

function Wave() {
  return (
    <svg className="ct-hero__wave" viewBox="0 0 1440 60" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d="M0 30c240 30 480 30 720 0s480-30 720 0v30H0z" />
    </svg>
  );
}

interface ContentHeroProps {
  /** A short line above the title ("For deal hunters and businesses"). */
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or a note under the subtitle. */
  children?: ReactNode;
  /** `tall` leaves room for a card that rides up onto the banner (contact form, checkout). */
  size?: 'normal' | 'tall';
  align?: 'start' | 'center';
}

/** The teal banner of every content page, with the page's one h1. */
export function ContentHero({ eyebrow, title, subtitle, children, size = 'normal', align = 'start' }: ContentHeroProps) {
  return (
    <section className={`page-hero ct-hero ct-hero--${size} ct-hero--${align}`} aria-labelledby="page-title">
      <div className="container ct-hero__inner">
        {eyebrow && <p className="ct-hero__eyebrow">{eyebrow}</p>}
        <h1 id="page-title">{title}</h1>
        {subtitle && <p className="ct-hero__subtitle">{subtitle}</p>}
        {children && <div className="ct-hero__extra">{children}</div>}
      </div>
      <Wave />
    </section>
  );
}

interface SectionHeadProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
}

/** A section's h2 with its eyebrow and lead paragraph; `id` names the heading for aria-labelledby. */
export function SectionHead({ id, eyebrow, title, lead, align = 'center' }: SectionHeadProps) {
  return (
    <div className={`ct-head ct-head--${align}`}>
      {eyebrow && <p className="ct-eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {lead && <p className="ct-lead">{lead}</p>}
    </div>
  );
}

interface SignupCtaProps {
  title?: string;
  text?: string;
}

/** The calls to action every marketing page ends with (spec §2: to /user-signup and /business-signup). */
export function SignupCta({ title = t('marketing.ctaTitle'), text = t('marketing.ctaText') }: SignupCtaProps) {
  return (
    <section className="ct-cta" aria-labelledby="cta-title">
      <div className="ct-cta__text">
        <h2 id="cta-title">{title}</h2>
        <p>{text}</p>
      </div>
      <div className="ct-cta__actions">
        <Link to={PATHS.userSignup} className="btn btn--sun btn--lg">{t('marketing.signUpFree')}</Link>
        <Link to={PATHS.businessSignup} className="btn ct-btn-light btn--lg">{t('marketing.listYourBusiness')}</Link>
      </div>
    </section>
  );
}

export type IconName =
  | 'search' | 'ticket' | 'qr' | 'store' | 'tag' | 'star' | 'chart' | 'check' | 'shield' | 'clock' | 'phone'
  | 'mail' | 'pin' | 'sun' | 'heart' | 'wallet' | 'users' | 'bolt' | 'calendar' | 'compass' | 'question';

const ICON_PATHS: Record<IconName, ReactNode> = {
  search: (<><circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" /></>),
  ticket: (<><path d="M3.5 8.5V6a1.5 1.5 0 0 1 1.5-1.5h14A1.5 1.5 0 0 1 20.5 6v2.5a2.5 2.5 0 0 0 0 5V18a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 18v-4.5a2.5 2.5 0 0 0 0-5z" /><path d="M14 5v2M14 11v2M14 17v2" /></>),
  qr: (<><rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" /><rect x="14" y="3.5" width="6.5" height="6.5" rx="1" /><rect x="3.5" y="14" width="6.5" height="6.5" rx="1" /><path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM14 19.5v1M20.5 14v1.5" /></>),
  store: (<><path d="M4 10v9.5h16V10" /><path d="M3 5.5h18l-1.5 4.5a2.5 2.5 0 0 1-4.5 0 2.5 2.5 0 0 1-4.5 0 2.5 2.5 0 0 1-4.5 0 2.5 2.5 0 0 1-1.5-.5z" /><path d="M10 19.5V15h4v4.5" /></>),
  tag: (<><path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9z" /><circle cx="8.5" cy="8.5" r="1.5" /></>),
  star: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  chart: (<><path d="M4 20h16" /><path d="M7 16v-4M12 16V7M17 16v-6" /></>),
  check: (<><circle cx="12" cy="12" r="8.5" /><path d="M8 12.5l3 3 5-6" /></>),
  shield: (<><path d="M12 3.5l7 2.5v5.5c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z" /><path d="M9 12l2.2 2.2L15.5 10" /></>),
  clock: (<><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></>),
  phone: <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />,
  mail: (<><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3.5 6.5l8.5 6.5 8.5-6.5" /></>),
  pin: (<><path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" /><circle cx="12" cy="10" r="2.5" /></>),
  sun: (<><circle cx="12" cy="12" r="4" /><path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" /></>),
  heart: <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />,
  wallet: (<><path d="M4 7.5V18a1.5 1.5 0 0 0 1.5 1.5h14V9H5.5A1.5 1.5 0 0 1 4 7.5zm0 0A1.5 1.5 0 0 1 5.5 6H17V4.5" /><circle cx="16" cy="14.25" r="1.25" /></>),
  users: (<><circle cx="9" cy="8.5" r="3.5" /><path d="M3 19.5c.5-3.5 3-5.5 6-5.5s5.5 2 6 5.5" /><path d="M15.5 5.2a3.5 3.5 0 0 1 0 6.6M17.5 14.3c2 .7 3.2 2.6 3.5 5.2" /></>),
  bolt: <path d="M13 3L5 13.5h6L10 21l8-10.5h-6z" />,
  calendar: (<><rect x="3.5" y="5" width="17" height="15.5" rx="2" /><path d="M3.5 10h17M8 3v4M16 3v4" /></>),
  compass: (<><circle cx="12" cy="12" r="8.5" /><path d="M15.5 8.5l-2 5-5 2 2-5z" /></>),
  question: (<><circle cx="12" cy="12" r="8.5" /><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 16.8v.01" /></>),
};

/** A decorative line icon in a rounded tile; the text beside it carries the meaning. */
export function ContentIcon({ name, tone = 'sea' }: { name: IconName; tone?: 'sea' | 'sun' | 'coral' }) {
  return (
    <span className={`ct-icon ct-icon--${tone}`} aria-hidden="true">
      <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">{ICON_PATHS[name]}</svg>
    </span>
  );
}
