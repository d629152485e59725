// Any other path (spec §2): "404 Page Not Found", a friendly line and the ways back. The server answers these paths
// with status 404 and this same page.
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { FOOTER } from '../../app/texts.js';
import { CONTENT } from '../../app/screen-texts.js';
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { ContentHero, ContentIcon } from '../_content/ContentLayout.js';
import { site as notFoundWords } from '@dadeal/core/i18n/generated/en.site.notFound.js';

addEnglish(notFoundWords); // this screen's own English words (the page's first script does not carry them)

export default function NotFoundPage() {
  usePageTitle(CONTENT.notFound);
  const { pathname } = useLocation();
  return (
    <div className="ct-page">
      <ContentHero title={CONTENT.notFound} subtitle={t('notFound.subtitle')} size="tall" align="center" />
      <div className="container ct-lift">
        <section className="card ct-outcome" aria-labelledby="not-found-next-title">
          <ContentIcon name="compass" tone="sun" />
          <h2 id="not-found-next-title">{t('notFound.backOnCourse')}</h2>
          <p>
            {t('notFound.couldNotFind')} <code className="ct-path">{pathname}</code>. {t('notFound.why')}
          </p>
          <div className="ct-actions">
            <Link to={PATHS.home} className="btn btn--primary btn--lg">{t('notFound.backHome')}</Link>
            <Link to={PATHS.contactUs} className="btn btn--outline btn--lg">{FOOTER.contactUs}</Link>
          </div>
        </section>
      </div>
    </div>
  );
}
