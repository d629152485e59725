// The user's three numbers (spec §3 "User stats"): saved deals, active coupons, total savings as money.
import { formatPrice, type UserStats } from '@dadeal/core';
import { USER_DASHBOARD } from './texts.js';

export interface UserStatsCardsProps {
  stats: UserStats | undefined;
  failed?: boolean;
}

export function UserStatsCards({ stats, failed = false }: UserStatsCardsProps) {
  const cards = [
    { label: USER_DASHBOARD.stats.savedDeals, value: stats?.savedDeals, hint: 'Deals you saved with the heart', tone: 'coral' },
    { label: USER_DASHBOARD.stats.activeCoupons, value: stats?.activeCoupons, hint: 'Claimed and ready to redeem', tone: 'sea' },
    {
      label: USER_DASHBOARD.stats.totalSavings,
      value: stats ? formatPrice(stats.totalSavings) || '$0.00' : undefined,
      hint: 'Saved on the coupons you used',
      tone: 'sun',
    },
  ] as const;
  return (
    <ul className="stats udash-stats" aria-label="Your statistics" aria-busy={!stats && !failed}>
      {cards.map((card) => (
        <li key={card.label} className={`stats__card udash-stats__card udash-stats__card--${card.tone}`}>
          <span className="stats__label">{card.label}</span>
          <span className="stats__value">
            {card.value ?? (failed ? '—' : <span className="stats__pending" role="img" aria-label="Loading" />)}
          </span>
          <span className="udash-stats__hint">{card.hint}</span>
        </li>
      ))}
    </ul>
  );
}
