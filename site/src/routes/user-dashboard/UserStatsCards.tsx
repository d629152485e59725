// The user's three numbers (spec §3 "User stats"): saved deals, active coupons, total savings as money.
import type { UserStats } from '@dadeal/core';
import { price } from '../../app/i18n/i18n.js';
import { USER_DASHBOARD } from './texts.js';

export interface UserStatsCardsProps {
  stats: UserStats | undefined;
  failed?: boolean;
}

export function UserStatsCards({ stats, failed = false }: UserStatsCardsProps) {
  const cards = [
    { label: USER_DASHBOARD.stats.savedDeals, value: stats?.savedDeals, hint: USER_DASHBOARD.hints.savedDeals, tone: 'coral' },
    { label: USER_DASHBOARD.stats.activeCoupons, value: stats?.activeCoupons, hint: USER_DASHBOARD.hints.activeCoupons, tone: 'sea' },
    {
      label: USER_DASHBOARD.stats.totalSavings,
      value: stats ? price(stats.totalSavings) || price(0) : undefined,
      hint: USER_DASHBOARD.hints.totalSavings,
      tone: 'sun',
    },
  ] as const;
  return (
    <ul className="stats udash-stats" aria-label={USER_DASHBOARD.statsLabel} aria-busy={!stats && !failed}>
      {cards.map((card) => (
        <li key={card.label} className={`stats__card udash-stats__card udash-stats__card--${card.tone}`}>
          <span className="stats__label">{card.label}</span>
          <span className="stats__value">
            {card.value ?? (failed ? '—' : <span className="stats__pending" role="img" aria-label={USER_DASHBOARD.loading} />)}
          </span>
          <span className="udash-stats__hint">{card.hint}</span>
        </li>
      ))}
    </ul>
  );
}
