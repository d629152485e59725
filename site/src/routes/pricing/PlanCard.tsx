// One plan on the pricing page: name, price, what it includes and its call to action. Used for the monthly plans and
// for the featuring plans alike, so both read the same way.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PlanCardProps {
  /** Unique on the page: names the card by its heading. */
  id: string;
  name: string;
  price: string;
  period?: string;
  summary: string;
  features: readonly string[];
  badge?: string;
  highlighted?: boolean;
  cta?: { label: string; to: string };
  footer?: ReactNode;
}

export function PlanCard({ id, name, price, period, summary, features, badge, highlighted = false, cta, footer }: PlanCardProps) {
  const titleId = `${id}-title`;
  return (
    <li className={`plan${highlighted ? ' plan--highlighted' : ''}`}>
      {badge && <p className="plan__badge">{badge}</p>}
      <h3 id={titleId} className="plan__name">{name}</h3>
      <p className="plan__price">
        <span className="plan__amount">{price}</span>
        {period && <span className="plan__period"> {period}</span>}
      </p>
      <p className="plan__summary">{summary}</p>
      <ul className="plan__features">
        {features.map((feature) => <li key={feature}>{feature}</li>)}
      </ul>
      {cta && (
        <Link to={cta.to} className={`btn btn--block ${highlighted ? 'btn--primary' : 'btn--outline'} plan__cta`}>
          {cta.label}
          <span className="sr-only">: {name}</span>
        </Link>
      )}
      {footer}
    </li>
  );
}
