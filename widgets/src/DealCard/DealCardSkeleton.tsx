/** The grey shape of a deal card while it loads. */
export function DealCardSkeleton() {
  return (
    <div className="dd-skeleton" data-testid="deal-skeleton">
      <div className="dd-skeleton__media" />
      <div className="dd-skeleton__line" />
      <div className="dd-skeleton__line is-short" />
      <div className="dd-skeleton__line is-price" />
    </div>
  );
}
