/**
 * The grey shape of a deal card while it loads: the card's own boxes with shimmering bars in place of
 * text, so the real card takes exactly its place (no layout shift on the partner's page).
 */
export function DealCardSkeleton() {
  return (
    <div className="dd-card dd-card--skeleton" data-testid="deal-skeleton" aria-hidden="true">
      <div className="dd-card__media dd-shimmer" />
      <div className="dd-card__body">
        <p className="dd-card__title"><span className="dd-shimmer dd-bar" /></p>
        <p className="dd-card__company"><span className="dd-shimmer dd-bar is-short" /></p>
        <p className="dd-card__desc"><span className="dd-shimmer dd-bar" /><br /><span className="dd-shimmer dd-bar is-mid" /></p>
        <div className="dd-card__prices"><span className="dd-price"><span className="dd-shimmer dd-bar is-price" /></span></div>
        <p className="dd-ends dd-card__ends"><span className="dd-shimmer dd-bar is-mid" /></p>
        <div className="dd-card__footer">
          <span className="dd-card__left"><span className="dd-shimmer dd-bar is-short" /></span>
          <span className="dd-btn dd-shimmer dd-bar-btn" />
        </div>
      </div>
    </div>
  );
}
