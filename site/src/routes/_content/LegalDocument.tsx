// A legal page (spec §2 "Static pages"): the banner with its date, a table of contents that links into the page, and
// numbered sections. The pages give the words; this gives them one readable shape.
import type { ReactNode } from 'react';
import { t } from '../../app/i18n/i18n.js';
import { useLanguage } from '../../app/i18n/LanguageProvider.js';
import { ContentHero } from './ContentLayout.js';

export interface LegalSection {
  /** The section's anchor (`/terms-of-service#governing-law`). */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  subtitle: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Where questions go, under the last section. */
  closing?: ReactNode;
}

export function LegalDocument({ title, subtitle, updated, intro, sections, closing }: LegalDocumentProps) {
  // Legal texts are not translated: in another language a note says so, in that language, and leads to the
  // English text, which is marked English for screen readers.
  const { language } = useLanguage();
  const translated = language !== 'en';
  return (
    <div className="ct-page" lang={translated ? 'en' : undefined}>
      {translated && (
        <p className="container ct-legal__language" lang={language} role="note">
          {t('language.legalInEnglish')} <a href="#legal-text">{t('language.legalLink')}</a>
        </p>
      )}
      <ContentHero title={title} subtitle={subtitle}>
        <p className="ct-hero__note">Last updated: {updated}</p>
      </ContentHero>
      <div className="container ct-legal">
        <nav className="ct-toc" aria-labelledby="toc-title">
          <h2 id="toc-title" className="ct-toc__title">On this page</h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  <span className="ct-toc__number" aria-hidden="true">{index + 1}.</span> {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article id="legal-text" className="card prose ct-legal__body" aria-labelledby="page-title">
          <div className="ct-legal__intro">{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="ct-legal__section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                <span className="ct-legal__number">{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          {closing && <div className="ct-legal__closing">{closing}</div>}
        </article>
      </div>
    </div>
  );
}
