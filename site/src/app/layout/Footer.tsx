// The footer of spec §2 on every page: For Users, For Businesses, Support. Links scroll to the top.
import { Link } from 'react-router';
import { PATHS } from '../paths.js';
import { FOOTER, SITE } from '../texts.js';
import { Logo } from './Logo.js';
import { LanguageMenu } from '../i18n/LanguageMenu.js';

// Built when rendered: the words are the active language's.
const groups = () => [
  {
    title: FOOTER.forUsers,
    links: [
      [FOOTER.browseDeals, PATHS.home],
      [FOOTER.signUp, PATHS.userSignup],
      [FOOTER.howItWorks, PATHS.howItWorks],
    ],
  },
  {
    title: FOOTER.forBusinesses,
    links: [
      [FOOTER.listYourBusiness, PATHS.businessSignup],
      [FOOTER.pricing, PATHS.pricing],
      [FOOTER.whyChooseUs, PATHS.whyChooseUs],
      [FOOTER.partners, PATHS.partners],
    ],
  },
  {
    title: FOOTER.support,
    links: [
      [FOOTER.contactUs, PATHS.contactUs],
      [FOOTER.terms, PATHS.termsOfService],
      [FOOTER.privacy, PATHS.privacyPolicy],
    ],
  },
] as const;

// The layout scrolls up when the path changes; a footer link to the page already open must scroll up too.
const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__brand">
          <Link to={PATHS.home} className="nav__brand nav__brand--footer"><Logo /> <span>{SITE.name}</span></Link>
          <p>{SITE.subtitle}.</p>
        </div>
        {groups().map((group) => (
          <nav key={group.title} className="footer__group" aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map(([label, to]) => (
                <li key={label}><Link to={to} onClick={toTop}>{label}</Link></li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__legal">
        <p>© {new Date().getFullYear()} {SITE.name} — {FOOTER.madeHere}</p>
        <LanguageMenu className="footer__lang" />
      </div>
    </footer>
  );
}
