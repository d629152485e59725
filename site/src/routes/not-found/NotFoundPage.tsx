// Any other path (spec §2): "404 Page Not Found", a friendly line and the ways back. The server answers these paths
// with status 404 and this same page.
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { CONTENT, FOOTER } from '../../app/texts.js';
import { ContentHero, ContentIcon } from '../_content/ContentLayout.js';

export default function NotFoundPage() {
  usePageTitle(CONTENT.notFound);
  const { pathname } = useLocation();
  return (
    <div className="ct-page">
      <ContentHero title={CONTENT.notFound} subtitle="Looks like this page drifted out to sea. The deals are still on shore, though." size="tall" align="center" />
      <div className="container ct-lift">
        <section className="card ct-outcome" aria-labelledby="not-found-next-title">
          <ContentIcon name="compass" tone="sun" />
          <h2 id="not-found-next-title">Let's get you back on course</h2>
          <p>
            We couldn't find <code className="ct-path">{pathname}</code>. The link may be old, or the address may have a
            typo.
          </p>
          <div className="ct-actions">
            <Link to={PATHS.home} className="btn btn--primary btn--lg">Back to Home</Link>
            <Link to={PATHS.contactUs} className="btn btn--outline btn--lg">{FOOTER.contactUs}</Link>
          </div>
        </section>
      </div>
    </div>
  );
}
